# Shape 1: k-means step under jit; labels start as jnp.zeros, a staged constant, so X[labels == j] has no concrete mask. After https://github.com/secretflow/spu/issues/148
import jax
import jax.numpy as jnp

n_clusters = 3


@jax.jit
def update_centroids(X, centroids):
    labels = jnp.zeros(X.shape[0])  # everyone starts in cluster 0
    for j in range(n_clusters):
        centroids = centroids.at[j].set(X[labels == j].mean(axis=0))  # expect: JXM003 col 43
    return centroids


X = jnp.arange(12.0).reshape(6, 2)
print(update_centroids(X, jnp.zeros((n_clusters, 2))))
