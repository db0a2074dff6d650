# a NumPy array indexed by a traced index array, as in https://github.com/jax-ml/jax/issues/553
import numpy as onp
from jax import jit


def fun(x):
    r = onp.arange(x.shape[0])[x]  # expect: JXM009 col 9
    return r


jit(fun)(onp.array([0, 1, 2], dtype=onp.int32))
