# Lookalike: a dataclass built from NumPy arrays holds NumPy arrays, which take item assignment.
import dataclasses

import jax
import numpy as np


@dataclasses.dataclass
class Params:
    w: jax.Array
    b: jax.Array


params = Params(np.ones(3), b=np.zeros(3))
params.w[0] = 0.0
print(params.w)
