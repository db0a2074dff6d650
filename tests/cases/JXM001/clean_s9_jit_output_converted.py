# Shape 9 trap: the jitted result is copied into a NumPy array before the in-place update.
import jax
import jax.numpy as jnp
import numpy as np


@jax.jit
def step(x):
    return x * 0.9 + 0.1


y = np.asarray(step(jnp.zeros(3))).copy()
y[0] = 0.0
print(y)
