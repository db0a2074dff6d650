# jax.vmap(partial(f, table), in_axes=(0, None)): the argument in_axes leaves unmapped arrives as it is, NumPy on it runs
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def features(table, rows, scale):
    return jnp.sin(rows) * np.sqrt(scale) + table


print(jax.vmap(partial(features, np.zeros(3)), in_axes=(0, None))(jnp.ones((4, 3)), 2.0))
