# NumPy on an argument declared static (static_argnames) builds a constant; fine under jit
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


@partial(jax.jit, static_argnames=("order", "n_points"))
def legendre_grid(x, order, n_points):
    nodes = np.cos(np.pi * np.arange(n_points) / max(n_points - 1, 1))
    weight = np.sqrt(order + 0.5)
    return x * weight + jnp.asarray(nodes).sum()


legendre_grid(jnp.ones(3), order=2, n_points=5)
