# Rows a loop takes from a NumPy array are views it may fill in place; the JAX grid is
# updated functionally instead (jax#7437's iteration: https://github.com/jax-ml/jax/issues/7437)
import jax.numpy as jnp
import numpy as np

table = np.zeros((3, 4))
for row in table:
    row[0] = 1.0
grid = jnp.zeros((3, 4))
for i, row in enumerate(grid):
    grid = grid.at[i, 0].set(row[1] + 1.0)
first, *rest = jnp.zeros((3, 4))
rest[0] = first
print(table[:, 0], grid[:, 0], len(rest))
