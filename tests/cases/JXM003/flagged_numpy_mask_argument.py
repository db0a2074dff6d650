from functools import partial

import jax
import numpy as np

KEEP = np.array([True, False, True])


@partial(jax.jit, static_argnames="scale")
def select(values, keep, scale=1.0):
    return values[keep] * scale  # expect: JXM003 col 19


select(np.ones(3), KEEP, scale=2.0)
