# jax.vmap over functools.partial(f, grid): each row handed on is a batch tracer, and np.interp converts it
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

grid = np.linspace(0.0, 1.0, 5)


def resample(xp, row):
    return jnp.interp(xp, xp, row)  # expect: JXM009 col 12


jax.vmap(partial(resample, grid))(jnp.ones((3, 5)))
