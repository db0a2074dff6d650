# Shape 8 trap: in a method jitted with self static, a test on a Python attribute of self is fine.
from functools import partial

import jax
import jax.numpy as jnp


class Scaler:
    def __init__(self, enabled):
        self.enabled = enabled

    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        if self.enabled:
            return x * 2.0
        return x


print(Scaler(True).apply(jnp.arange(3.0)))
