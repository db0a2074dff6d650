# jax.tree.map maps over a list's items: jnp.sum gets each array, not the list.
import jax
import jax.numpy as jnp

grads = [jnp.ones(3), jnp.ones((2, 2))]
norms = jax.tree_util.tree_map(jnp.sum, grads)
print(norms)
