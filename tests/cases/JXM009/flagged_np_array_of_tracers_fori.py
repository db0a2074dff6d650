# np.array([...]) built from the carry of a lax.fori_loop body (jax#7545 uses fori_loop bodies over NumPy data): https://github.com/jax-ml/jax/issues/7545
import jax.numpy as jnp
import numpy as np
from jax import lax


def body(i, xy):
    x, y = xy[0], xy[1]
    return np.array([x + y, x - y])  # expect: JXM009 col 12


lax.fori_loop(0, 3, body, jnp.array([1.0, 0.5]))
