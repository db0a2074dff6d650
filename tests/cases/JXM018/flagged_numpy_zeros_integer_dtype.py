# Counts kept in a NumPy array of an integer dtype, then differentiated.
import jax
import jax.numpy as jnp
import numpy as np

counts = np.zeros(5, dtype=np.int32)
counts[2] = 3


def entropy(counts):
    p = counts / jnp.sum(counts)
    return -jnp.sum(jnp.where(p > 0, p * jnp.log(p), 0.0))


print(jax.grad(entropy)(counts))  # expect: JXM018 col 25
