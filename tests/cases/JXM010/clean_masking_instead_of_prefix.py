# the masking answer of jax#1007: a traced k compared with a static arange instead of slicing a[:k]: https://github.com/jax-ml/jax/issues/1007
import jax
import jax.numpy as np


@jax.jit
def sum_first_k(a, k):
    n = len(a)
    return np.sum(np.where(np.arange(n) < k, a, 0))


sum_first_k(np.arange(3.0), 2)
