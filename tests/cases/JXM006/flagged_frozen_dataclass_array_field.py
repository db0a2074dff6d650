# A frozen dataclass hashes its fields: one holding a JAX array makes the static config unhashable.
import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    scale: jax.Array
    steps: int


@partial(jax.jit, static_argnames="cfg")
def apply(x, cfg):
    return x * cfg.scale


cfg = Config(scale=jnp.array(2.0), steps=3)
print(apply(jnp.ones(3), cfg=cfg))  # expect: JXM006 col 30
