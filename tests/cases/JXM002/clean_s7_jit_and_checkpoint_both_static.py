# Shape 7 trap: the flag is static in the jitted caller too, so checkpoint's static slot gets a Python bool.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(1,))
def block(x, train):
    if train:
        x = x * 0.5
    return jnp.tanh(x)


@partial(jax.jit, static_argnames="train")
def forward(x, train):
    return block(x, train)


print(forward(jnp.ones(3), train=True))
