import jax
import jax.numpy as jnp

grid: jax.Array = jnp.ones(6).reshape(2, 3)
grid[:, 0] = -1.0  # expect: JXM001 col 1
