# Shape 1 trap: the same k-means update run eagerly (no jit) has concrete labels, so X[labels == j] works.
import jax.numpy as jnp

n_clusters = 2


def update_centroids(X, centroids):
    labels = jnp.zeros(X.shape[0])
    for j in range(n_clusters):
        members = X[labels == j]
        if members.shape[0] > 0:
            centroids = centroids.at[j].set(members.mean(axis=0))
    return centroids


print(update_centroids(jnp.arange(8.0).reshape(4, 2), jnp.zeros((n_clusters, 2))))
