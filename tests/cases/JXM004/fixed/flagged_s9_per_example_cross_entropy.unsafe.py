# Shape 9: a per-example cross-entropy (what optax.softmax_cross_entropy returns) without .mean() has shape (4,).
import jax
import jax.numpy as jnp

inputs = jnp.ones((4, 3))
labels = jax.nn.one_hot(jnp.array([0, 1, 1, 0]), 2)


def loss_fn(w):
    logits = inputs @ w
    return jnp.mean(-jnp.sum(labels * jax.nn.log_softmax(logits), axis=-1))


grads = jax.grad(loss_fn)(jnp.zeros((3, 2)))  # expect: JXM004 col 9
