# Shape 7 trap: checkpoint with static_argnums called eagerly with a Python bool: the flag stays Python.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(1,))
def block(x, train):
    if train:
        x = x * 0.5
    return jnp.tanh(x)


print(block(jnp.ones(3), True))
print(jax.grad(lambda x: block(x, False).sum())(jnp.ones(3)))
