# jax.tree.map's function runs on the traced leaves of a jitted function's argument.
import jax
import jax.numpy as jnp


@jax.jit
def positives(params):
    return jax.tree_util.tree_map(lambda p: jnp.where(p > 0, p, 0), params)  # expect: JXM003 col 47


positives({"w": jnp.ones((3, 2)), "b": -jnp.ones(2)})
