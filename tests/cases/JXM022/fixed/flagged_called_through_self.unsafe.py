# A training loop object calling its own jitted step through self.
from functools import partial

import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, lr):
        self.lr = lr

    @partial(jax.jit, static_argnums=0)  # expect: JXM022 col 6
    def step(self, w, g):
        return w - self.lr * g

    def fit(self, w):
        for _ in range(3):
            w = self.step(w, 2 * w)
        return w


print(Trainer(0.1).fit(jnp.ones(2)))
