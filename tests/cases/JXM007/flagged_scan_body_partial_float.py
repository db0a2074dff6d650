# lax.scan over functools.partial(rnn_step, params): scan stages the carry and each x it hands the body, float() of them raises
from functools import partial

import jax.numpy as jnp
from jax import lax


def rnn_step(params, h, x):
    h = jnp.tanh(params["w"] * h + x)
    return h, float(h)  # expect: JXM007 col 15


params = {"w": 0.5}
lax.scan(partial(rnn_step, params), 0.0, jnp.ones(4))
