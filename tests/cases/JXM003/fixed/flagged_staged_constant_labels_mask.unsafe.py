# Under jit, labels built from constants are staged, so "labels == 0" is a traced mask (k-means centroid update).
import jax
import jax.numpy as jnp


@jax.jit
def first_centroid(X):
    labels = jnp.zeros(X.shape[0])
    return jnp.where(labels == 0, X, 0).mean(axis=0)  # expect: JXM003 col 14


first_centroid(jnp.ones((5, 2)))
