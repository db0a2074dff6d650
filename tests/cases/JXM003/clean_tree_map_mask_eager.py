# Lookalike: jax.tree.map outside jit hands concrete leaves; a boolean mask indexes them.
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((3, 2)), "b": -jnp.ones(2)}
print(jax.tree_util.tree_map(lambda p: p[p > 0], params))
