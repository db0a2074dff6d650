# optax.l2_loss is per element; its mean over the last axis leaves one loss per example.
import jax
import jax.numpy as jnp
import optax


def loss_fn(w, x, y):
    pred = x @ w
    return jnp.sum(optax.l2_loss(pred, y).mean(axis=-1))


def update(w, x, y):
    loss, grads = jax.value_and_grad(loss_fn)(w, x, y)  # expect: JXM004 col 19
    return w - 0.01 * grads, loss


w = jnp.zeros((4, 1))
for n in (32, 16):
    w, _ = update(w, jnp.ones((n, 4)), jnp.ones((n, 1)))
