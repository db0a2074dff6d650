from jax import jit
from jax import numpy as np


@jit
def nan_count(x):
    return np.where(np.isnan(x), x, 0).size  # expect: JXM003 col 14


nan_count(np.array([1.0, np.nan, 3.0]))
