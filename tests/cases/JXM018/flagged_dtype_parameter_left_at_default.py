# npbench's floyd_warshall: initialize() takes its dtype as a parameter, int32 by default, and
# the autodiff run differentiates the kernel with respect to the path matrix it builds.
import jax
import jax.numpy as jnp
import numpy as np


def initialize(N, datatype=np.int32):
    path = np.fromfunction(lambda i, j: i * j % 7 + 1, (N, N), dtype=datatype)
    for i in range(N):
        for j in range(N):
            if (i + j) % 13 == 0 or (i + j) % 7 == 0 or (i + j) % 11 == 0:
                path[i, j] = 999
    return path


def kernel(path):
    for k in range(path.shape[0]):
        path = jnp.minimum(path, jnp.add.outer(path[:, k], path[k, :]))
    return jnp.sum(path * 1.0)


path = initialize(8)
print(jax.value_and_grad(kernel)(path))  # expect: JXM018 col 34
