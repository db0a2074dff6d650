from functools import partial

import jax
import jax.numpy as jnp

from model import scale


@partial(jax.jit, static_argnames="flip")
def step(xs, flip):
    return jax.vmap(scale, in_axes=(0, None))(xs, flip)


print(step(jnp.ones((4, 3)), flip=True))
print(jax.vmap(scale, in_axes=(0, None))(jnp.ones((4, 3)), False))
