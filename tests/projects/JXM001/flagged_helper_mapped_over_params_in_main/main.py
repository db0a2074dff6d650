import jax
import jax.numpy as jnp

from model import zero_first_row

params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
params = jax.tree_util.tree_map(zero_first_row, params)
print(params)
