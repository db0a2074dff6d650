import jax.numpy as jnp


def mse(params, x, y, clip):
    pred = x @ params
    if clip:
        pred = jnp.clip(pred, -1.0, 1.0)
    return jnp.mean((pred - y) ** 2)
