# lax.scan over functools.partial(step, scale): the scale partial binds stays a Python float, so np.sqrt of it runs
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def step(scale, carry, x):
    return carry + jnp.sin(x) * np.sqrt(scale), carry


total, history = jax.lax.scan(partial(step, 2.0), 0.0, jnp.ones(3))
print(total, history)
