# A NumPy array filled inside jit with what tracing knows (shapes, Python numbers) is a constant of
# the trace; and the traced entries go into a jax.numpy array through .at[].set
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def weighted(x):
    weights = np.zeros(x.shape[0])
    for i in range(x.shape[0]):
        weights[i] = 1.0 / (i + 1)
    out = jnp.zeros(x.shape[0])
    for i in range(x.shape[0]):
        out = out.at[i].set(x[i] * weights[i])
    return out


print(weighted(jnp.ones(3)))
