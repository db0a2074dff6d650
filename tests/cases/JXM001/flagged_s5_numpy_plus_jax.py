# Shape 5: a NumPy grid plus a JAX array gives a JAX array (JAX wins the operator), so the store fails.
import jax.numpy as jnp
import numpy as np

grid = np.linspace(0.0, 1.0, 5) + jnp.zeros(5)
grid[-1] = 1.5  # expect: JXM001 col 1
