# int(jnp.ceil(...)) of static values inside jit (https://github.com/asantini29/phentax/pull/28): jnp results are staged.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("duration", "delta_t"))
def time_grid(t0, duration, delta_t):
    n_steps = int(jnp.ceil(duration / delta_t))  # expect: JXM007 col 15
    return t0 + delta_t * jnp.arange(n_steps)


time_grid(0.0, duration=1.0, delta_t=0.25)
