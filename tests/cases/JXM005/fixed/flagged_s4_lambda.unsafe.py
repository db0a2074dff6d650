# Shape 4: a lambda vmapped over two batches of different length.
import jax
import jax.numpy as jnp

queries = jnp.ones((5, 3))
keys = jnp.ones((4, 3))
scores = jax.vmap(lambda q, k: jnp.dot(q, k), in_axes=(0, None))(queries, keys)  # expect: JXM005 col 10
