# jax.jit of a functools.partial traces the partial's function; jnp.unique raises there even on the NumPy array partial binds (https://github.com/aesara-devs/aesara/issues/89)
import functools

import jax
import numpy as np

a = np.arange(6).reshape((3, 2))


def unique(x):
    return jax.numpy.unique(x)  # expect: JXM008 col 12


jax.jit(functools.partial(unique, a))()
