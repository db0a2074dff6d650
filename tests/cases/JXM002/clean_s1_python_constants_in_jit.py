# Shape 1 trap: math/numpy constants and jnp.pi are plain Python or NumPy values inside jit, not tracers.
import math

import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def wrap_angle(theta):
    period = 2 * jnp.pi
    limit = math.sqrt(2.0)
    eps = np.float32(1e-6)
    if period > limit and eps > 0:
        return jnp.mod(theta, period)
    return theta


print(wrap_angle(jnp.array([7.0, -1.0])))
