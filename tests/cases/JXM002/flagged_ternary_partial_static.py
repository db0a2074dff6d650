from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="scale")
def signed(x, scale):
    return x * scale if x.mean() > 0 else -x * scale  # expect: JXM002 col 25


signed(jnp.arange(4.0), scale=2.0)
