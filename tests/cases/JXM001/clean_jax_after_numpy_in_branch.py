# The JAX binding is conditional: x may still be the NumPy array, so nothing is proven.
import jax.numpy as jnp
import numpy as np

x = np.arange(10)
if np.random.rand() > 2.0:
    x = jnp.arange(10)
x[0] = 10
