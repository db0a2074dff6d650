import jax
import jax.numpy as jnp


def loss_fn(w, x, y):
    return jnp.mean((x @ w - y) ** 2)


@jax.jit
def train_step(w, x, y):
    grads = jax.grad(loss_fn)(w, x, y)
    return w - 0.01 * grads
