from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="deterministic")
def apply_model(params, x, deterministic):
    y = x @ params
    if not deterministic:  # a static argument: a Python bool at trace time
        y = y * 0.5
    return params + jnp.mean(y)
