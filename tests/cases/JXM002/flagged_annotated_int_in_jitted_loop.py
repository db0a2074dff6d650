# An int-annotated parameter of a jitted function, compared in Python: jit traces the int
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="normalize")
def smooth(x, window: int, normalize=True):
    if window > 1:  # expect: JXM002 col 8
        x = jnp.cumsum(x) - jnp.roll(jnp.cumsum(x), window)
    return x / window if normalize else x


smooth(jnp.arange(8.0), 3)
