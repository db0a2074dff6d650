# Tuples, dicts and NamedTuples of arrays, numbers and bools are pytrees jit traces leaf by
# leaf: nothing here is refused.
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Batch(NamedTuple):
    x: jnp.ndarray
    weight: float


@jax.jit
def loss(params, batch, extras):
    return jnp.sum(params[0] * batch.x) * batch.weight + extras["bias"] * extras["on"]


print(loss((jnp.ones(3), 1.0), Batch(jnp.ones(3), 0.5), {"bias": 1.0, "on": True}))
