# static_argnames names the wrong parameter, so n_steps stays traced (shape of https://github.com/jax-ml/jax/issues/25186).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("dt",))
def forward_euler(y0, dt, n_steps):
    y = y0
    for _ in range(n_steps - 1):  # expect: JXM007 col 14
        y = y + dt * (-y)
    return y


forward_euler(jnp.ones(2), 0.1, 10)
