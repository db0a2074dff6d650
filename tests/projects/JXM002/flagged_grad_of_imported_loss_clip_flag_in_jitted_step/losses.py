import jax.numpy as jnp


def mse(params, x, y, clip):
    pred = x @ params
    if clip:  # expect: JXM002 col 8
        pred = jnp.clip(pred, -1.0, 1.0)
    return jnp.mean((pred - y) ** 2)
