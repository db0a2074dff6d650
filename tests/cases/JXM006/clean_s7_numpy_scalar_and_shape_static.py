# Shape 7 trap: NumPy scalars, shapes and Python numbers are hashable static arguments.
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnums=(1, 2))
def reshape_scale(x, shape, scale):
    return x.reshape(shape) * scale


x = jnp.arange(6.0)
print(reshape_scale(x, (2, 3), np.float32(0.5)))
print(reshape_scale(x, jnp.ones((3, 2)).shape, 2))
