import jax.numpy as jnp


def loss(params, x):
    error = jnp.sum((params * x - 1.0) ** 2)
    if error > 1.0:  # expect: JXM002 col 8
        return error * 0.5
    return error
