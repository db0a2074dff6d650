# Shape 7: a non-frozen dataclass instance passed by keyword to a static_argnames slot.
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass
class TrainConfig:
    lr: float = 0.1
    momentum: float = 0.9


@partial(jax.jit, static_argnames="cfg")
def sgd(w, g, cfg):
    return w - cfg.lr * g


w = sgd(jnp.ones(3), jnp.ones(3), cfg=TrainConfig(lr=0.01))  # expect: JXM006 col 39
