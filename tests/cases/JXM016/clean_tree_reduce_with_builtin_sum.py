# Weight decay summed with Python's sum over the leaves: each term is an array.
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
penalty = sum(jnp.sum(p**2) for p in jax.tree_util.tree_leaves(params))
print(penalty)
