# The config's field set to None where it is built: jit hands None on as it is
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class EvalConfig:
    clip: float = 1.0


@jax.jit
def evaluate(x, clip):
    if clip is not None:
        x = jnp.clip(x, -clip, clip)
    return x


config = EvalConfig(clip=None)
evaluate(jnp.ones(3), config.clip)
