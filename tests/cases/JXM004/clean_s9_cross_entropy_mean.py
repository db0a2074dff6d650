# Shape 9 trap: the per-example cross-entropy is averaged with .mean() before grad.
import jax
import jax.numpy as jnp

inputs = jnp.ones((4, 3))
labels = jax.nn.one_hot(jnp.array([0, 1, 1, 0]), 2)


def loss_fn(w):
    logits = inputs @ w
    return -jnp.sum(labels * jax.nn.log_softmax(logits), axis=-1).mean()


print(jax.grad(loss_fn)(jnp.zeros((3, 2))).shape)
