from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))
def zeros_like_shape(x, shape):
    return jnp.zeros(shape) + x.sum()
