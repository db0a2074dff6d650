# The same initialize(), called with a float dtype: the path matrix holds floats.
import jax
import jax.numpy as jnp
import numpy as np


def initialize(N, datatype=np.int32):
    return np.fromfunction(lambda i, j: i * j % 7 + 1, (N, N), dtype=datatype)


def kernel(path):
    for k in range(path.shape[0]):
        path = jnp.minimum(path, jnp.add.outer(path[:, k], path[k, :]))
    return jnp.sum(path)


print(jax.value_and_grad(kernel)(initialize(8, np.float32)))
