import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def weighted(parts, n):
    return sum(p * n for p in parts)


weighted([jnp.ones(2), jnp.zeros(2)], 3)  # the list is a pytree, not static
