import jax.numpy as jnp


def accuracy(logits, labels):
    return float(jnp.mean(jnp.argmax(logits, axis=-1) == labels))
