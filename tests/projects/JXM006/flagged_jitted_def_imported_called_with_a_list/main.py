import jax.numpy as jnp

from model import zeros_like_shape

x = jnp.ones((2, 2))
zeros_like_shape(x, list(x.shape))  # expect: JXM006 col 21
