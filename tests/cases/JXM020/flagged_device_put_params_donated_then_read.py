import jax
import jax.numpy as jnp
import numpy as np


def sgd(params, grads):
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


params = jax.device_put({"w": np.ones((3, 2)), "b": np.zeros(2)})
grads = {"w": jnp.ones((3, 2)), "b": jnp.ones(2)}
step = jax.jit(sgd, donate_argnums=0)
new_params = step(params, grads)
print(jax.tree.map(jnp.sum, params))  # expect: JXM020 col 29
