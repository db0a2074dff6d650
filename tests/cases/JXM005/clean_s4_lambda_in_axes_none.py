# Shape 4 trap: the lambda maps the queries only; the key matrix rides along with in_axes=None.
import jax
import jax.numpy as jnp

queries = jnp.ones((5, 3))
keys = jnp.ones((4, 3))
scores = jax.vmap(lambda q, k: k @ q, in_axes=(0, None))(queries, keys)
print(scores.shape)
