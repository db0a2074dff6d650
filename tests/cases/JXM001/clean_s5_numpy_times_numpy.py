# Shape 5 trap: a NumPy scalar times a NumPy array stays a mutable NumPy array.
import numpy as np
import jax.numpy as jnp

n = 5
rho = np.asarray(0.5) * np.ones(n)
rho[0] = 1.0
print(jnp.asarray(rho))
