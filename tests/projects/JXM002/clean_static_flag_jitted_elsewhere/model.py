import jax.numpy as jnp


def loss(params, x, training):
    error = jnp.sum((params * x - 1.0) ** 2)
    if training:
        return error + 0.01 * jnp.sum(params**2)
    return error
