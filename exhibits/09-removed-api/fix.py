import jax
import jax.numpy as jnp

params = {"w": jnp.zeros(3), "b": jnp.zeros(())}
grads = {"w": jnp.ones(3), "b": jnp.ones(())}
params = jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads)
w = params["w"].at[0].set(1.0)
print(w)
