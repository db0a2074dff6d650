import jax
import jax.numpy as jnp

grid: jax.Array = jnp.ones(6).reshape(2, 3)
grid = grid.at[:, 0].set(-1.0)  # expect: JXM001 col 1
