# The name of *args is no keyword either, even for a function that takes **kwargs.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="layers")  # expect: JXM021 col 35
def stack(x, *layers, **options):
    for width in layers:
        x = jnp.tile(x, width)
    return x


print(stack(jnp.ones(2), 2, 3))
