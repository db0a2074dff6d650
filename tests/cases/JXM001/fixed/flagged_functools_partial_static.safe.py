import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def mask_position(x, k):
    x = x.at[k].set(0.0)  # expect: JXM001 col 5
    return x


mask_position(jnp.ones(5), 2)
