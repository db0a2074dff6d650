# jax.jit over functools.partial of another module's def: partial binds training, which stays a Python bool, so the if on it runs
from functools import partial

import jax
import jax.numpy as jnp

import model

train_forward = jax.jit(partial(model.forward, training=True))
print(train_forward(jnp.ones(3)))
