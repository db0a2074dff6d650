import jax.numpy as jnp

x = jnp.zeros(3)
x[0] = 1.0  # NumPy habit: update the array in place
