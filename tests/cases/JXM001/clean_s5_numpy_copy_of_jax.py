# Shape 5 trap: np.array(...) of a JAX result is a NumPy copy, which can be updated in place.
import jax.numpy as jnp
import numpy as np

rho = np.array(jnp.ones(5) * 0.5)
rho[0] = 1.0
print(rho)
