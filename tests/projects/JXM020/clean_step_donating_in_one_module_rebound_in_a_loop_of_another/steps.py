import jax
import jax.numpy as jnp


def train_step(params, batch):
    grads = jax.grad(lambda p: jnp.mean((batch @ p) ** 2))(params)
    return params - 0.1 * grads


train_step = jax.jit(train_step, donate_argnums=0)
