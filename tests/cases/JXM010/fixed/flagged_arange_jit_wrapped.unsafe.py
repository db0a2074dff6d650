# jnp.arange with a traced bound in a function jitted by assignment, as in https://github.com/jax-ml/jax/issues/5186
import jax.numpy as np
from jax import jit


def test_arange(n):
    return np.arange(0, n, 1)  # expect: JXM010 col 12


test = jit(test_arange, static_argnames="n")
test(5)
