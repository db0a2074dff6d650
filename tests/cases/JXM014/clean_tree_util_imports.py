# jax.tree_util spellings work on every JAX version (the migration target)
import jax
import jax.numpy as jnp
from jax.tree_util import tree_flatten, tree_leaves, tree_map

params = {"w": jnp.ones(2), "b": jnp.zeros(1)}
doubled = tree_map(lambda x: 2 * x, params)
leaves, treedef = tree_flatten(doubled)
outer = jax.tree_util.tree_structure([0, 0])
inner = jax.tree_util.tree_structure((0, 0))
print(len(tree_leaves(doubled)), jax.tree_util.tree_transpose(outer, inner, [(1, 2), (3, 4)]))
