# jax.tree_map in a jitted SGD update (the most-reported removal): https://github.com/Naruki-Ichihara/feax/pull/3
import jax
import jax.numpy as jnp


@jax.jit
def sgd(params, grads, lr=0.1):
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)  # expect: JXM014 col 12


params = {"w": jnp.ones((2, 2)), "b": jnp.zeros(2)}
grads = {"w": jnp.full((2, 2), 0.5), "b": jnp.ones(2)}
print(sgd(params, grads))
