import jax
import jax.numpy as jnp
import optax

# The same loss averaged over the batch.
DATA = {"x": jnp.ones((16, 4)), "y": jnp.zeros((16,))}


def loss_fn(w, batch):
    logits = batch["x"] @ w
    return optax.sigmoid_binary_cross_entropy(logits, batch["y"]).mean()


def step(w, batch):
    grads = jax.grad(loss_fn)(w, batch)
    return w - 0.1 * grads


w = step(jnp.zeros(4), DATA)
print(w)
