# version-compat guards: hasattr / getattr-with-default pick the spelling that exists
import jax
import jax.numpy as jnp

tree_map = jax.tree_map if hasattr(jax, "tree_map") else jax.tree_util.tree_map
tree_leaves = getattr(jax, "tree_leaves", jax.tree_util.tree_leaves)
print(tree_map(lambda x: x + 1, {"a": jnp.ones(2)}), tree_leaves({"a": 1}))
