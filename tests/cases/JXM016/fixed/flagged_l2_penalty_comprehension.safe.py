# Weight decay summed over the parameter leaves with a list comprehension.
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}


def l2_penalty(params):
    return jnp.sum(jnp.array([jnp.sum(p**2) for p in jax.tree_util.tree_leaves(params)]))  # expect: JXM016 col 20


print(l2_penalty(params))
