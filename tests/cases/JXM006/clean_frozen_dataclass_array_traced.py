# A frozen dataclass holding an array, static only through a field that hashes; the array
# itself goes in a traced slot.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    steps: int
    name: str = "run"


@partial(jax.jit, static_argnums=1)
def apply(x, cfg, scale):
    return x * cfg.steps * scale


print(apply(jnp.ones(3), Config(3), jnp.array(2.0)))
