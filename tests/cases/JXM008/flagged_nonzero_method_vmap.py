# Row-wise indices of the ones under vmap, method form (shape of https://github.com/jax-ml/jax/issues/7542).
import jax
import jax.numpy as jnp


def ones_positions(row):
    return row.nonzero()[0]  # expect: JXM008 col 12


jax.vmap(ones_positions)(jnp.array([[0, 0, 1, 1], [1, 1, 0, 0]]))
