# jnp.block takes nested lists by design, and numpy's concatenate converts lists.
import jax.numpy as jnp
import numpy as np

matrix = jnp.block([[1.0, 2.0], [3.0, 4.0]])
joined = np.concatenate([[1.0], [2.0]])
print(matrix, joined)
