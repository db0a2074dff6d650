# the step count is a static argument: lax.scan gets a Python int
from functools import partial

import jax
import jax.numpy as jnp


def step(carry, _):
    return carry * 0.5, carry


@partial(jax.jit, static_argnames="num_steps")
def decay(x, num_steps):
    _, trace = jax.lax.scan(step, x, None, length=num_steps)
    return trace


print(decay(jnp.ones(()), num_steps=4))
