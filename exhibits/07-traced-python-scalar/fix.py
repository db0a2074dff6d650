from functools import partial

import jax
import jax.numpy as jnp

@partial(jax.jit, static_argnames="n")
def f(x, n):
    for _ in range(n):
        x = x * 2
    return x

f(jnp.ones(3), 3)
