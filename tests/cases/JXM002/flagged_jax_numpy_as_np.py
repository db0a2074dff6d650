from jax import jit
from jax import numpy as np


@jit
def absolute(x):
    if np.any(x < 0):  # expect: JXM002 col 8
        x = -x
    return x


absolute(np.array([-1.0, 2.0]))
