import jax
import numpy as jnp  # NumPy under a misleading name

buf = jnp.zeros(3)
buf[0] = 1.0
jax.numpy.asarray(buf)
