from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="k")
def above_k(x, k):
    return jnp.where(x > k, x, 0)  # expect: JXM003 col 14


above_k(jnp.arange(5.0), k=2)
