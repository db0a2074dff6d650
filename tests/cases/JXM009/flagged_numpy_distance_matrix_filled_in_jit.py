# NumPy code moved under jit as written: the result preallocated with np.empty and filled in a
# double loop (the shape of jax-ml/jax#5804's distance matrix), each entry a tracer
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def pairwise_distances(x):
    n = x.shape[0]
    out = np.empty((n, n))
    for i in range(n):
        for j in range(n):
            out[i, j] = jnp.linalg.norm(x[i] - x[j])  # expect: JXM009 col 13
    return out


print(pairwise_distances(jnp.arange(6.0).reshape(3, 2)))
