# Shape 2: the options are a tuple at the first call, then rebound to a list before the second; the static slot hashes the list.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def f(x, opts):
    return x * len(opts)


opts = (1, 2)
print(f(jnp.ones(2), opts))
opts = [1, 2]
print(f(jnp.ones(2), opts))  # expect: JXM006 col 22
