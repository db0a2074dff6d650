# The host function of jax.pure_callback gets concrete NumPy arrays: filling a NumPy array there
# works under jit
import jax
import jax.numpy as jnp
import numpy as np


def host_cumulative(x):
    out = np.zeros(x.shape, dtype=np.float32)
    total = 0.0
    for i in range(x.shape[0]):
        total += x[i]
        out[i] = total
    return out


@jax.jit
def cumulative(x):
    return jax.pure_callback(host_cumulative, jax.ShapeDtypeStruct(x.shape, jnp.float32), x)


print(cumulative(jnp.arange(4.0)))
