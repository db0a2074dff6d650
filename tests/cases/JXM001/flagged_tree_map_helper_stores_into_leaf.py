# jax.tree.map hands the helper each leaf of the parameters, a JAX array: it cannot be zeroed in place.
import jax
import jax.numpy as jnp


def zero_first_row(p):
    p[0] = 0.0  # expect: JXM001 col 5
    return p


params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
params = jax.tree_util.tree_map(zero_first_row, params)
