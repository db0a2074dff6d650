import numpy as onp
import jax
import jax.numpy as jnp


@jax.jit
def add_bias(x):
    bias = onp.zeros(3)
    bias[0] = 1.0  # NumPy, built at trace time
    return x + bias


add_bias(jnp.ones(3))
