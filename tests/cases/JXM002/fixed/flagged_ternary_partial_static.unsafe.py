from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="scale")
def signed(x, scale):
    return jnp.where(x.mean() > 0, x * scale, -x * scale)  # expect: JXM002 col 25


signed(jnp.arange(4.0), scale=2.0)
