import jax.numpy as jnp
import numpy as np


def energy(w):
    return np.power(w, 2) + 3.0 * w  # expect: JXM009 col 12


def scaled_energy(scale, w):
    return np.power(scale, 2) * jnp.power(w, 2)
