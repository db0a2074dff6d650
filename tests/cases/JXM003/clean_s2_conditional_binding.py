# Shape 2 trap: the mask is bound in both branches of an if; only straight-line code proves which binding a use sees.
import jax
import jax.numpy as jnp
import numpy as np

USE_FIXED_MASK = True


@jax.jit
def select(x):
    if USE_FIXED_MASK:
        mask = np.array([True, False, True])
    else:
        mask = x > 0
    return x[mask]


print(select(jnp.array([1.0, -2.0, 3.0])))
