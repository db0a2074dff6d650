# Shape 2: counts starts as a NumPy buffer (fine to update), then is rebound to a JAX array and updated again.
import jax.numpy as jnp
import numpy as np

tokens = [0, 2, 2, 4]
counts = np.zeros(5)
for t in tokens:
    counts[t] += 1

counts = jnp.asarray(counts)
counts = counts.at[1].add(1)  # expect: JXM001 col 1
