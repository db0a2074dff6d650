# the jax#5186 answer: jax.jit(f, static_argnums=0) makes the arange bound static: https://github.com/jax-ml/jax/issues/5186
import jax.numpy as np
from jax import jit


def test_arange(n):
    return np.arange(0, n, 1)


test = jit(test_arange, static_argnums=0)
test(5)
