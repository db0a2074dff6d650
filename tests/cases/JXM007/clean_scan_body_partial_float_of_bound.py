# lax.scan over functools.partial(rnn_step, params): what partial binds stays a Python value inside the body, float() of it runs
from functools import partial

import jax.numpy as jnp
from jax import lax


def rnn_step(params, h, x):
    decay = float(params["w"])
    h = jnp.tanh(decay * h + x)
    return h, h


params = {"w": 0.5}
print(lax.scan(partial(rnn_step, params), 0.0, jnp.ones(4))[1])
