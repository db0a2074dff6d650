# The config's flag static in the jitted step: a Python bool there
from dataclasses import dataclass
from functools import partial

import jax
import jax.numpy as jnp


@dataclass
class TrainConfig:
    learning_rate: float = 0.1
    use_dropout: bool = True


@partial(jax.jit, static_argnames="use_dropout")
def train_step(params, batch, use_dropout):
    logits = batch @ params
    if use_dropout:
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)


config = TrainConfig(learning_rate=0.01)
params = train_step(jnp.ones(3), jnp.ones((2, 3)), use_dropout=config.use_dropout)
