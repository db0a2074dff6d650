import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=1)
def transpose(x, perm):
    return jnp.transpose(x, perm)


perm = [1, 0]
transpose(jnp.ones((2, 3)), perm)  # expect: JXM006 col 29
