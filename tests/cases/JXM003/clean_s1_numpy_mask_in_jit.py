# Shape 1 trap: a mask computed with NumPy inside jit is a concrete constant, so boolean indexing works.
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def even_entries(x):
    mask = np.arange(6) % 2 == 0
    return x[mask]


print(even_entries(jnp.arange(6.0)))
