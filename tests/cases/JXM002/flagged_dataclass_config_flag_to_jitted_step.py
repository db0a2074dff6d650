# A dataclass config's flag left at its default, handed to a jitted step: jit traces the bool
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class TrainConfig:
    learning_rate: float = 0.1
    use_dropout: bool = True


@jax.jit
def train_step(params, batch, use_dropout):
    logits = batch @ params
    if use_dropout:  # expect: JXM002 col 8
        logits = logits * 0.9
    return params - 0.1 * jnp.mean(logits)


config = TrainConfig(learning_rate=0.01)
params = jnp.ones(3)
for batch in [jnp.ones((2, 3))]:
    params = train_step(params, batch, config.use_dropout)
