# annotations that are never evaluated: `from __future__ import annotations` and TYPE_CHECKING imports
from __future__ import annotations

from typing import TYPE_CHECKING

import jax
import jax.numpy as jnp

if TYPE_CHECKING:
    from jax.random import KeyArray


def init(rng: jax.random.KeyArray, shape) -> jnp.DeviceArray:
    return jax.random.normal(rng, shape)


def noise(rng: KeyArray) -> jax.Array:
    return jax.random.uniform(rng, (2,))


print(init(jax.random.PRNGKey(0), (2,)).shape, noise(jax.random.PRNGKey(1)).shape)
