import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def f(x):
    return np.sin(x) * 2  # NumPy wants real numbers; under jit x is a tracer


f(jnp.arange(3.0))
