# `self` made static on a method of a plain @dataclass: eq=True leaves __hash__ None, so the
# instance jit hashes as argument 0 cannot hash.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass
class Model:
    w: float

    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        return self.w * x


model = Model(2.0)
for _ in range(2):
    out = model.apply(jnp.ones(3))  # expect: JXM006 col 11
