# vmap maps the argument that decides unique's size: a batch tracer
import jax
import jax.numpy as jnp

labels = jnp.array([[0, 1, 1], [2, 2, 0]])
per_row = jax.vmap(jnp.unique)(labels)  # expect: JXM008 col 11
