import numpy as np
import jax.numpy as jnp

x = jnp.arange(4.0)
x = np.array(x)  # a writable NumPy copy
x[0] = 10.0
