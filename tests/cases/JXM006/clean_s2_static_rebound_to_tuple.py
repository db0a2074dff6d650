# Shape 2 trap: the options start as a list but are rebound to a tuple before the jitted call hashes them.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def f(x, opts):
    return x * len(opts)


opts = [1, 2]
opts = tuple(opts)
print(f(jnp.ones(2), opts))
