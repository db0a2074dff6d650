# jnp.setdiff1d inside functools.partial(jax.jit, static_argnames=...) (https://github.com/data-apis/array-api-extra/issues/116).
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="k")
def missing_ids(seen, universe, k):
    rest = jnp.setdiff1d(universe, seen)  # expect: JXM008 col 12
    return rest[:k]


missing_ids(jnp.array([1, 3]), jnp.arange(5), k=2)
