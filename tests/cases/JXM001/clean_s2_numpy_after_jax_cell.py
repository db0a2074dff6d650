# Shape 2 trap: the JAX array comes first, then x is rebound to a NumPy array; the store sees the NumPy binding.
import jax.numpy as jnp
import numpy as np

x = jnp.arange(10)
y = x.at[0].set(10)
print(y)

x = np.arange(10)
x[0] = 10
print(x)
