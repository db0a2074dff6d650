import jax
import jax.numpy as jnp

import model


@jax.jit
def train_step(params, x, steps):
    grads = jax.grad(lambda p: model.loss_fn(p, x, steps))(params)
    return jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


params = {"w": jnp.eye(2)}
print(train_step(params, jnp.ones((1, 2)), 3))
