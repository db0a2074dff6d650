# The leaves of a tree as GitHub's training and benchmark scripts read them right: one leaf
# (jax.tree_util.tree_leaves(result)[0], a benchmark blocking on it), a norm over an array built
# from the leaves' norms (clip_by_global_norm's jnp.array([...])), and each leaf's norm in a
# comprehension over the leaves tree_flatten hands back (jax-ml/jax#15500's DP-SGD).
import jax
import jax.numpy as jnp
from jax import tree_util


def clip_by_global_norm(grads, max_norm):
    leaves = jax.tree_util.tree_leaves(grads)
    norm = jnp.sqrt(jnp.sum(jnp.array([jnp.sum(g ** 2) for g in leaves])))
    scale = jnp.minimum(1.0, max_norm / (norm + 1e-8))
    return jax.tree_util.tree_map(lambda g: g * scale, grads)


def total_norm(grads):
    nonempty_grads, tree_def = tree_util.tree_flatten(grads)
    return jnp.linalg.norm(jnp.array([jnp.linalg.norm(neg.ravel()) for neg in nonempty_grads]))


grads = {"w": jnp.ones(3), "b": jnp.ones(2)}
print(jnp.sum(jax.tree_util.tree_leaves(grads)[0] * 0))
print(clip_by_global_norm(grads, 1.0), total_norm(grads))
print(jnp.linalg.norm(jnp.array(jax.tree.leaves(jax.tree.map(jnp.linalg.norm, grads)))))
