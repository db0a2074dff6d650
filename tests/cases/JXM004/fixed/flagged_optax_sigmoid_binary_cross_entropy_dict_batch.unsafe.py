import jax
import jax.numpy as jnp
import optax

# optax's binary cross-entropy is per example: without a mean the loss is a vector, for
# the batch kept in a module-level dict.
DATA = {"x": jnp.ones((16, 4)), "y": jnp.zeros((16,))}


def loss_fn(w, batch):
    logits = batch["x"] @ w
    return jnp.mean(optax.sigmoid_binary_cross_entropy(logits, batch["y"]))


def step(w, batch):
    grads = jax.grad(loss_fn)(w, batch)  # expect: JXM004 col 13
    return w - 0.1 * grads


w = step(jnp.zeros(4), DATA)
print(w)
