# jax.vmap over functools.partial(f, grid): NumPy on the grid partial binds runs (it is not an argument vmap maps)
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np

grid = np.linspace(0.0, 1.0, 5)


def resample(xp, row):
    knots = np.asarray(xp) * 0.5
    return jnp.interp(knots, xp, row)


print(jax.vmap(partial(resample, grid))(jnp.ones((3, 5))))
