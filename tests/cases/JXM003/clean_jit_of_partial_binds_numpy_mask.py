# jax.jit(partial(f, mask=...)) with a NumPy mask: the mask partial binds stays concrete, so the boolean index has a static size
from functools import partial

import jax
import jax.numpy as jnp
import numpy as np


def masked_mean(x, mask):
    return x[mask].mean()


keep = np.array([True, False, True])
print(jax.jit(partial(masked_mean, mask=keep))(jnp.arange(3.0)))
