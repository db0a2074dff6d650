# self.cache = out inside a jitted method with static self: the cache holds a tracer (https://github.com/jax-ml/jax/issues/15136 shape)
from functools import partial

import jax
import jax.numpy as jnp


class Encoder:
    def __init__(self, dim):
        self.w = jnp.eye(dim)
        self.cache = None

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        out = jnp.tanh(x @ self.w)
        self.cache = out  # expect: JXM012 col 9
        return out


enc = Encoder(3)
enc(jnp.ones((2, 3)))
reconstruction_error = jnp.mean((enc.cache - 1.0) ** 2)
