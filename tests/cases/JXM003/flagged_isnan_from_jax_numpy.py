from jax import jit
from jax import numpy as np


@jit
def nan_count(x):
    return x[np.isnan(x)].size  # expect: JXM003 col 14


nan_count(np.array([1.0, np.nan, 3.0]))
