# math.sqrt of a mapped value inside jax.vmap.
import math

import jax
import jax.numpy as jnp


def normalise(row):
    norm = jnp.sqrt(jnp.sum(row ** 2))  # expect: JXM007 col 12
    return row / norm


jax.vmap(normalise)(jnp.ones((3, 4)))
