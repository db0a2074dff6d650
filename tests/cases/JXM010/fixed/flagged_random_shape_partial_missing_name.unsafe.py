# static_argnames lists one size but not the other, in the partial(jax.jit, static_argnames=...) form
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_layers", "width"))
def init_params(key, n_layers, width):
    keys = jax.random.split(key, n_layers)
    return [jax.random.normal(k, (width, width)) for k in keys]  # expect: JXM010 col 13


init_params(jax.random.PRNGKey(0), n_layers=2, width=4)
