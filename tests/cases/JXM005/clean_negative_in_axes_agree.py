import jax
import jax.numpy as jnp

x = jnp.ones((2, 3))
y = jnp.ones((5, 3))
z = jax.vmap(lambda a, b: a.sum() * b.sum(), in_axes=-1)(x, y)
