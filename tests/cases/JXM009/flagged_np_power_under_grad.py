# np.power on the differentiated argument under jax.grad alone (Stack Overflow repost): https://openillumi.com/?p=109328
import jax
import numpy as np


def energy(w):
    return np.power(w, 2) + 3.0 * w  # expect: JXM009 col 12


dE = jax.grad(energy)
dE(1.5)
