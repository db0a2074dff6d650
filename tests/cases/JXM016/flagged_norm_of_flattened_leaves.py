# The norm of flagged_norm_of_tree_leaves over the leaves tree_flatten hands back, bound as
# jax-ml/jax#15500's differentially_private_sgd.py binds them (nonempty_grads, tree_def =
# tree_util.tree_flatten(grads)), handed to jnp.linalg.norm without the comprehension that
# example takes the norm of each leaf in: element 0 of the pair is a Python list.
import jax
import jax.numpy as jnp
from jax import tree_util


def clip_by_global_norm(grads, l2_norm_clip):
    norms, tree_def = tree_util.tree_flatten(jax.tree_util.tree_map(jnp.linalg.norm, grads))
    total_grad_norm = jnp.linalg.norm(norms)  # expect: JXM016 col 39
    divisor = jnp.maximum(total_grad_norm / l2_norm_clip, 1.0)
    return jax.tree_util.tree_map(lambda g: g / divisor, grads)


print(clip_by_global_norm({"w": jnp.ones(3), "b": jnp.ones(2)}, 1.0))
