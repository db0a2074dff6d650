# Shape 8: k-means under jit; each mask compares traced labels with the loop variable j. From https://github.com/secretflow/spu/issues/148
import jax
import jax.numpy as jnp

n_clusters = 2


@jax.jit
def kmeans_step(X, centroids):
    dists = jnp.sum((X[:, None, :] - centroids[None, :, :]) ** 2, axis=-1)
    labels = jnp.argmin(dists, axis=1)
    for j in range(n_clusters):
        centroids = centroids.at[j].set(jnp.where(labels == j, X, 0).mean(axis=0))  # expect: JXM003 col 43
    return centroids


X = jnp.array([[0.0, 0.0], [0.1, 0.0], [5.0, 5.0], [5.1, 5.0]])
print(kmeans_step(X, jnp.array([[0.0, 0.0], [5.0, 5.0]])))
