# jnp.bincount of a mapped row under vmap, without length=.
import jax
import jax.numpy as jnp


def histogram(row):
    return jnp.bincount(row, minlength=4)  # expect: JXM008 col 12


jax.vmap(histogram)(jnp.array([[0, 1, 1], [2, 3, 3]]))
