import jax.numpy as jnp


def loss(w, x):
    pred = x @ w
    if pred.mean() > 0:  # expect: JXM002 col 8
        pred = pred * 2
    return jnp.mean(pred ** 2)
