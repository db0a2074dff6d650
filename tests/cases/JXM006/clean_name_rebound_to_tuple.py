from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="axes")
def total(x, axes):
    return x.sum(axes)


axes = [0, 1]
axes = tuple(axes)
total(jnp.ones((2, 2)), axes=axes)
