# The bool-annotated flag static in the jitted step: a Python bool there
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="training")
def train_step(params, batch, training: bool):
    logits = batch @ params
    if training:
        logits = logits * 0.9
    return jnp.mean(logits ** 2)


train_step(jnp.ones(3), jnp.ones((2, 3)), True)
