from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axes")
def total(x, axes):
    return x.sum(axes)


requested = {1, 0}
total(jnp.ones((2, 3)), axes=sorted(requested))  # expect: JXM006 col 30
