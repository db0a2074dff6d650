# Shape 9: a cross-entropy written with the minus inside the sum over classes, one value per example (shape (4,)).
import jax
import jax.numpy as jnp

inputs = jnp.ones((4, 3))
labels = jax.nn.one_hot(jnp.array([0, 1, 1, 0]), 2)


def loss_fn(w):
    log_p = jax.nn.log_softmax(inputs @ w)
    return jnp.mean(jnp.sum(-labels * log_p, axis=-1))


loss, grads = jax.value_and_grad(loss_fn)(jnp.zeros((3, 2)))  # expect: JXM004 col 15
