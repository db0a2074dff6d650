import jax
import numpy as np


def add(x, y):
    return x + y


x = jax.device_put(np.ones((2, 3)))
y = jax.device_put(np.ones((2, 3)))
z = jax.jit(add, donate_argnums=(1,))(x, y)
w = y + 1  # expect: JXM020 col 5
