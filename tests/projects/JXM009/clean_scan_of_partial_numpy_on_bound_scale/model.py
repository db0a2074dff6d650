import jax.numpy as jnp
import numpy as np


def step(scale, carry, x):
    return carry + jnp.sin(x) * np.sqrt(scale), carry
