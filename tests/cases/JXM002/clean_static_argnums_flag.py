from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1, 2))
def dropout_like(x, training, n_repeats):
    if training and n_repeats > 1:
        x = jnp.tile(x, n_repeats)
    return x if not training else x * 0.5


dropout_like(jnp.ones(2), True, 3)
