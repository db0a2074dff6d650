# jax.vmap over functools.partial(f, thresh=...): each mapped row is a tracer, so its boolean mask is too
from functools import partial

import jax
import jax.numpy as jnp


def masked_mean(x, thresh):
    return jnp.where(x > thresh, x, 0).mean()  # expect: JXM003 col 14


jax.vmap(partial(masked_mean, thresh=0.5))(jnp.ones((4, 3)))
