# module alias `import jax as jx` then jx.tree_flatten: https://github.com/kenjyoung/mctx_learning_demo/pull/3
import jax as jx
import jax.numpy as jnp

params = {"b": jnp.zeros(3), "w": jnp.ones((3, 2))}
leaves, treedef = jx.tree_flatten(params)  # expect: JXM014 col 19
n_params = sum(x.size for x in leaves)
print(n_params, jx.tree_util.tree_unflatten(treedef, leaves).keys())
