# Shape 5: NumPy data from onp.random.randn feeding vmap with in_axes=(0, 1); sizes 10 and 2 disagree. From https://github.com/jax-ml/jax/issues/705 (and jax tests/api_test.py)
import jax.numpy as np
import numpy as onp
from jax import vmap


def h(a, b):
    return np.sum(a) + np.sum(b)


X = onp.random.randn(10, 4)
U = onp.random.randn(10, 2)
vmap(h, in_axes=(0, None))(X, U)  # expect: JXM005 col 1
