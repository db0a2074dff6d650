# A neighbour-list update, as jax-md writes it: lax.cond runs a partial of the builder that
# binds max_occupancy, so the builder's eager path (int() of a count when it is None) never
# runs under the trace.
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


def neighbor_fn(position, max_occupancy=None):
    occupancy = jnp.sum(position > 0.5)
    if max_occupancy is None:
        max_occupancy = int(occupancy) + 1
    return jnp.argsort(-position)[:max_occupancy]


def update(position, previous):
    return lax.cond(jnp.any(position > 0.9), partial(neighbor_fn, max_occupancy=previous.shape[0]),
                    lambda p: previous, position)


first = neighbor_fn(jnp.array([0.1, 0.7, 0.95, 0.2]))
print(first, jax.jit(update)(jnp.array([0.3, 0.8, 0.99, 0.6]), first))
