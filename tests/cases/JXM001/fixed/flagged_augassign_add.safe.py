import jax.numpy as jnp

counts = jnp.zeros(4, dtype=jnp.int32)
for token in [1, 3, 3]:
    counts = counts.at[token].add(1)  # expect: JXM001 col 5
