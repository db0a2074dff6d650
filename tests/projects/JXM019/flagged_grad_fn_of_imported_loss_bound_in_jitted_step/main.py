import jax
import jax.numpy as jnp

import model


@jax.jit
def train_step(params, x, steps):
    grad_fn = jax.value_and_grad(model.loss_fn)
    loss, grads = grad_fn(params, x, steps)
    return loss, jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


params = {"w": jnp.eye(2)}
print(train_step(params, jnp.ones((1, 2)), 3))
