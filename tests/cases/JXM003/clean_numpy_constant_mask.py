import jax
import jax.numpy as jnp
import numpy as np

KEEP = np.array([True, False, True])


@jax.jit
def select(x):
    return x[KEEP] * 2


select(jnp.array([1.0, 2.0, 3.0]))
