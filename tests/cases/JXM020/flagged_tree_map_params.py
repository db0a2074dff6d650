import jax
import jax.numpy as jnp


def apply_sgd(params, grads):
    return jax.tree.map(lambda p, g: p - 0.01 * g, params, grads)


apply = jax.jit(apply_sgd, donate_argnums=0)
params = {"w": jnp.ones((2, 2)), "b": jnp.zeros(2)}
grads = {"w": jnp.ones((2, 2)), "b": jnp.ones(2)}
new_params = apply(params, grads)
print(jax.tree.map(lambda a, b: a - b, new_params, params))  # expect: JXM020 col 52
