import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def f(x):
    return jnp.sin(x) * 2


f(jnp.arange(3.0))
