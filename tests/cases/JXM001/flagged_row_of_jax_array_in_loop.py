# Each row a loop takes from a JAX array is a JAX array: the NumPy habit of filling rows in
# place raises on the first one (the rows iteration yields, as in jax#7437's unpacking:
# https://github.com/jax-ml/jax/issues/7437)
import jax.numpy as jnp

grid = jnp.zeros((3, 4))
for row in grid:
    row[0] = 1.0  # expect: JXM001 col 5
