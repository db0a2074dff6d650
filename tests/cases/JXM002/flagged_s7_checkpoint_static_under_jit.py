# Shape 7: checkpoint marks train static, but the jitted caller passes its own traced train into that slot.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.checkpoint, static_argnums=(1,))
def block(x, train):
    if train:  # expect: JXM002 col 8
        x = x * 0.5
    return jnp.tanh(x)


@jax.jit
def forward(x, train):
    return block(x, train)


print(forward(jnp.ones(3), True))
