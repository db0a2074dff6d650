# Shape 9: every return of the helper is a jax.numpy array, so its result cannot be updated in place.
import jax.numpy as jnp


def make_grid(n):
    return jnp.linspace(0.0, 1.0, n)


grid = make_grid(5)
grid[0] = -1.0  # expect: JXM001 col 1
