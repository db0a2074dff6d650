# `self` static on a method of a plain class: hashed by identity, so jit accepts it.
from functools import partial

import jax
import jax.numpy as jnp


class Model:
    def __init__(self, w):
        self.w = w

    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        return self.w * x


model = Model(jnp.array(2.0))
print(model.apply(jnp.ones(3)))
