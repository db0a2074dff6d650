# apply_along_axis hands the row first and its extra keywords after it: return_counts
# does not give unique a size
import jax.numpy as jnp

labels = jnp.array([[0, 1, 1], [2, 2, 0]])
counts = jnp.apply_along_axis(jnp.unique, 1, labels, return_counts=True)  # expect: JXM008 col 10
