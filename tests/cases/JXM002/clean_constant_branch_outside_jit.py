# Eager code: a jnp array built from constants is concrete, so Python can branch on it.
import jax.numpy as jnp


def assign(points):
    labels = jnp.zeros(points.shape[0])
    if labels.sum() == 0:
        labels = labels + 1
    return points * labels[:, None]


assign(jnp.ones((4, 2)))
