import jax
import jax.numpy as jnp


def positive_sum(row):
    return row[row > 0].sum()  # expect: JXM003 col 16


jax.vmap(positive_sum)(jnp.array([[1.0, -2.0], [3.0, 4.0]]))
