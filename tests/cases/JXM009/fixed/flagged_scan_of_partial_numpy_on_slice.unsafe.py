# lax.scan over functools.partial(step, scale): scan hands step its carry and a slice of xs, both traced, and np.sin converts the slice
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def step(scale, carry, x):
    return carry + jnp.sin(x) * scale, carry  # expect: JXM009 col 20


total, history = jax.lax.scan(partial(step, 2.0), 0.0, jnp.ones(3))
print(total, history)
