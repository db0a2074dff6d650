# lax.scan over functools.partial of another module's def: scan traces step's carry and x, partial binds scale
from functools import partial

import jax
import jax.numpy as jnp

from model import step

total, history = jax.lax.scan(partial(step, 2.0), 0.0, jnp.ones(3))
print(total, history)
