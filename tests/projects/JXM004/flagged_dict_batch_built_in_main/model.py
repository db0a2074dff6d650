import jax
import optax


def loss_fn(w, batch):
    logits = batch["x"] @ w
    return optax.sigmoid_binary_cross_entropy(logits, batch["y"])


def step(w, batch):
    grads = jax.grad(loss_fn)(w, batch)  # expect: JXM004 col 13
    return w - 0.1 * grads
