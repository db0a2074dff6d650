# static_argnums past the named parameters keeps those arguments of *args Python values
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(0,))
def signed(*args):
    if args[0] > 0:
        return args[1]
    return -args[1]


print(signed(1, jnp.ones(2)))
