# math.exp in a lax.cond branch (bodies are staged even outside jit).
import math

import jax.numpy as jnp
from jax import lax


def decay(rate):
    return jnp.float32(math.exp(-rate))  # expect: JXM007 col 24


def keep(rate):
    return jnp.float32(1.0)


lax.cond(True, decay, keep, jnp.float32(0.5))
