# A dataclass config's str field, left at its default, handed to a jitted function.
from dataclasses import dataclass

import jax
import jax.numpy as jnp


@dataclass
class Config:
    activation: str = "relu"
    scale: float = 2.0


def forward(x, activation):
    return jax.nn.relu(x) if activation == "relu" else jnp.tanh(x)


config = Config()
print(jax.jit(forward)(jnp.ones(3), config.activation))  # expect: JXM022 col 37
