# Shape 4 trap: @partial(jax.vmap, in_axes=(0, None, 0)); only x and b are mapped and they agree, w (size 3) is unmapped.
from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
@partial(jax.vmap, in_axes=(0, None, 0))
def affine(x, w, b):
    return x @ w + b


print(affine(jnp.ones((8, 3)), jnp.ones((3, 2)), jnp.ones((8, 2))).shape)
