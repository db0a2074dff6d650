# Shape 3 trap: the helper stores into its parameter, but every call site hands it a NumPy array.
import jax.numpy as jnp
import numpy as np


def in_place_modify(x):
    x[0] = 123
    return None


buf = np.array(jnp.arange(3))
in_place_modify(buf)
in_place_modify(np.zeros(4))
print(buf)
