import dataclasses
from functools import partial

import jax
import jax.numpy as jnp


@dataclasses.dataclass(frozen=True)
class Config:
    scale: float = 2.0


@partial(jax.jit, static_argnums=1)
def apply(x, cfg):
    return x * cfg.scale


apply(jnp.ones(3), Config())
