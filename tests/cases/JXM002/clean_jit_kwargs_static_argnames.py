# static_argnames naming a keyword that lands in **kwargs keeps it a Python value
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames=("mode",))
def apply(x, **kwargs):
    if kwargs["mode"] > 0:
        return x
    return -x


print(apply(jnp.ones(2), mode=1))
