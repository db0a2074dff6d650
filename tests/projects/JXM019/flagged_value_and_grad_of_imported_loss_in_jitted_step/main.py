import jax
import jax.numpy as jnp

from model import loss_fn


@jax.jit
def train_step(params, x, steps):
    loss, grads = jax.value_and_grad(loss_fn)(params, x, steps)
    return loss, jax.tree.map(lambda p, g: p - 0.1 * g, params, grads)


params = {"w": jnp.eye(2)}
print(train_step(params, jnp.ones((1, 2)), 3))
