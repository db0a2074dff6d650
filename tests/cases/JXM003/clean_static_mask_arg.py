from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames="keep")
def select(x, keep):
    return x[np.asarray(keep)]


select(jnp.array([1.0, 2.0, 3.0]), keep=(True, False, True))
