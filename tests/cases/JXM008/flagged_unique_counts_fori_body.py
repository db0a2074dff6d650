# jnp.unique(..., return_counts=True) of a constant inside a fori_loop body: staged, so it fails.
import jax.numpy as jnp
from jax import lax

LABELS = jnp.array([0, 1, 1, 2])


def body(i, acc):
    _, counts = jnp.unique(LABELS, return_counts=True)  # expect: JXM008 col 17
    return acc + counts.max()


lax.fori_loop(0, 2, body, jnp.int32(0))
