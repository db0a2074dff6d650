# Shape 9 trap: the helper returns a JAX array on one path and a NumPy array on another; nothing is proven.
import jax.numpy as jnp
import numpy as np


def make_grid(n, on_device):
    if on_device:
        return jnp.linspace(0.0, 1.0, n)
    return np.linspace(0.0, 1.0, n)


grid = make_grid(5, False)
grid[0] = -1.0
print(grid)
