# Shape 4: @jax.jit stacked over @partial(jax.vmap, in_axes=(0, None, 0)); the two mapped arguments disagree.
from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
@partial(jax.vmap, in_axes=(0, None, 0))
def affine(x, w, b):
    return x @ w + b


x = jnp.ones((8, 3))
w = jnp.ones((3, 2))
b = jnp.ones((4, 2))
affine(x, w, b)  # expect: JXM005 col 1
