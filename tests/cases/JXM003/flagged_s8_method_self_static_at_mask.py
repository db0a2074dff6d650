# Shape 8: a method jitted with self static uses a traced mask in .at[].
from functools import partial

import jax
import jax.numpy as jnp


class Clipper:
    def __init__(self, limit):
        self.limit = limit

    @partial(jax.jit, static_argnums=0)
    def __call__(self, x):
        return x.at[x > self.limit].set(self.limit)  # expect: JXM003 col 21


print(Clipper(1.0)(jnp.array([0.5, 2.0])))
