# jnp.intersect1d in a same-file helper called from jitted code with traced arguments.
import jax
import jax.numpy as jnp


def shared_items(a, b):
    return jnp.intersect1d(a, b)  # expect: JXM008 col 12


@jax.jit
def overlap_size(a, b):
    return shared_items(a, b).shape[0]


overlap_size(jnp.array([1, 2, 3]), jnp.array([2, 3, 4]))
