import numpy as np
from jax import jit


@jit
def normalise(x):
    x[0] = 1.0  # expect: JXM001 col 5
    return x


normalise(np.ones(3))
