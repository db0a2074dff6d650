# jax.random.normal with a shape built from jit arguments, as in https://github.com/jax-ml/jax/pull/689 (and jax#648)
from functools import partial
import jax.numpy as np
from jax import jit, random


@partial(jit, static_argnames=("d", "n"))
def feature_map(n, d, seed=123):
    key = random.PRNGKey(seed)
    W = random.normal(key, (d, n))  # expect: JXM010 col 9
    return W.sum()


feature_map(5, 3)
