# Shape 7 trap: @dataclass(eq=False) keeps object identity hashing, so it can be static (it retraces per instance).
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass(eq=False)
class TrainConfig:
    lr: float = 0.1


@dataclass(unsafe_hash=True)
class Schedule:
    steps: int = 3


@partial(jax.jit, static_argnames=("cfg", "sched"))
def sgd(w, g, cfg, sched):
    for _ in range(sched.steps):
        w = w - cfg.lr * g
    return w


print(sgd(jnp.ones(3), jnp.ones(3), cfg=TrainConfig(lr=0.01), sched=Schedule()))
