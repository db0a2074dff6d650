# jax.jit over functools.partial of another module's def: partial binds training, jit traces x, and the if on x raises
from functools import partial

import jax
import jax.numpy as jnp

import model

train_forward = jax.jit(partial(model.forward, training=True))
print(train_forward(jnp.ones(3)))
