# The loop count and the scale are static arguments (the fix for https://github.com/jax-ml/jax/issues/1406).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("n_steps", "scale"))
def integrate(y, n_steps, scale):
    for _ in range(n_steps):
        y = y + float(scale) * jnp.cos(y)
    return y


integrate(jnp.zeros(3), n_steps=4, scale=0.1)
