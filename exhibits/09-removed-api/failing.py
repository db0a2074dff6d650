import jax
import jax.numpy as jnp

params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
grads = {"w": jnp.ones(3), "b": jnp.ones(())}
params = jax.tree_map(lambda p, g: p - 0.1 * g, params, grads)  # removed in jax 0.6.0
w = jax.ops.index_update(params["w"], 0, 1.0)  # removed in jax 0.3.2
print(w)
