# Shape 3 trap: functools.partial binds the flag before jit, so jit never sees it as an argument.
from functools import partial

import jax
import jax.numpy as jnp


def step(w, x, training):
    h = x @ w
    if training:
        h = h * 0.5
    return jnp.tanh(h)


train_step = jax.jit(partial(step, training=True))
print(train_step(jnp.ones((3, 2)), jnp.ones((4, 3))))
