import jax
import jax.numpy as jnp


def zero_first(row):
    row[0] = 0.0  # expect: JXM001 col 5
    return row


jax.vmap(zero_first)(jnp.ones((2, 3)))
