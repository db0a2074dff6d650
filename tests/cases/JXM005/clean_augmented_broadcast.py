import jax
import jax.numpy as jnp

x = jnp.ones(3)
x += jnp.ones((2, 3))  # broadcasting: x is (2, 3) now
out = jax.vmap(lambda a, b: a * b)(x, jnp.ones(2))
