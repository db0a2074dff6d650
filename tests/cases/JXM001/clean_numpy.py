import numpy as np
import jax.numpy as jnp

x = np.zeros(3)
x[0] = 1.0
y = jnp.asarray(x)
