import jax
import jax.numpy as jnp
import numpy as np


def train_step(params, batch):
    grads = jax.grad(lambda p: jnp.mean((batch @ p) ** 2))(params)
    return params - 0.1 * grads


train_step = jax.jit(train_step, donate_argnums=0)


def evaluate_each(params, batches):
    # Each batch starts from the same host params: a NumPy array is copied, nothing is deleted.
    return [train_step(params, batch) for batch in batches]


print(evaluate_each(np.ones(3, dtype=np.float32), [jnp.ones((4, 3))] * 3))
