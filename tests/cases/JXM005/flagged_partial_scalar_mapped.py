from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.vmap, in_axes=(0, None))
def scale(x, w):
    return x * w


# The batch was meant to be the first argument, but a scalar went there.
scale(jnp.array(2.0), jnp.ones(3))  # expect: JXM005 col 1
