# hr0nix/omega (https://github.com/hr0nix/omega, omega/neural/optimization.py): a global gradient
# norm over the leaves jax.tree_util.tree_leaves hands back, a Python list that jnp.linalg.norm
# refuses.  (The file spells the map jax.tree_map, which jax 0.10.2 no longer has: JXM014 names it;
# here it is jax.tree_util.tree_map.  Training scripts on GitHub write the same line with the
# removed jax.tree_leaves.)
import jax
import jax.numpy as jnp


def clip_gradient_by_norm(grad, max_norm):
    norm = jnp.linalg.norm(jax.tree_util.tree_leaves(jax.tree_util.tree_map(jnp.linalg.norm, grad)))  # expect: JXM016 col 28
    factor = jnp.minimum(1.0, max_norm / (norm + 1e-6))
    return jax.tree_util.tree_map(lambda x: x * factor, grad)


print(clip_gradient_by_norm({"w": jnp.ones(3), "b": jnp.ones(2)}, 1.0))
