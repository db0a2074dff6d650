from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("axes",))
def total(x, axes):
    return jnp.sum(x, axis=axes)


total(jnp.ones((2, 3)), axes=(0, 1))  # expect: JXM006 col 30
