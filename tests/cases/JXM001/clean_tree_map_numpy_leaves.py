# The same helper mapped over NumPy arrays stores in place and runs.
import jax
import numpy as np


def zero_first_row(p):
    p[0] = 0.0
    return p


params = {"w": np.ones((3, 2)), "b": np.zeros(2)}
params = jax.tree_util.tree_map(zero_first_row, params)
print(params["w"][0])
