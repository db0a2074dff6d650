# the current spellings: jax.tree.map / leaves / flatten / unflatten (jax >= 0.4.25)
import jax
import jax.numpy as jnp

params = {"w": jnp.ones((2, 2)), "b": jnp.zeros(2)}
grads = jax.tree.map(jnp.ones_like, params)
new = jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)
leaves, treedef = jax.tree.flatten(new)
print(len(jax.tree.leaves(new)), jax.tree.unflatten(treedef, leaves)["b"])
