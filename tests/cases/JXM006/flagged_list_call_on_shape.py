import jax
import jax.numpy as jnp
from functools import partial


@partial(jax.jit, static_argnums=(1,))
def zeros_like_shape(x, shape):
    return jnp.zeros(shape) + x.sum()


x = jnp.ones((2, 2))
zeros_like_shape(x, list(x.shape))  # expect: JXM006 col 21
