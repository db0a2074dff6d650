import jax
from jax import numpy as np


def f(x):
    return np.sum(np.sin(x) * 2)


grads = jax.grad(f)(np.ones((2, 3)))  # expect: JXM004 col 9
