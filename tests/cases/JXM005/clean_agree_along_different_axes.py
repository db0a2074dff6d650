import jax
import jax.numpy as jnp

x = jnp.ones((4, 3))
y = jnp.ones((2, 4))
# Axis 0 of x and axis 1 of y both have size 4.
out = jax.vmap(lambda a, b: a.sum() + b.sum(), in_axes=(0, 1))(x, y)
