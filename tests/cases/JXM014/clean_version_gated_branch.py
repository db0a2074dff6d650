# an explicit version check chooses the old name only on old JAX
import jax
import jax.numpy as jnp

if jax.__version_info__ < (0, 4, 26):
    tree_map = jax.tree_map
else:
    tree_map = jax.tree.map

print(tree_map(jnp.negative, {"a": jnp.ones(2)}))
