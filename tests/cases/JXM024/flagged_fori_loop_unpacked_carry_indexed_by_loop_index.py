# A chain energy summed in a fori_loop (jax-ml/jax#1686): the carry starts as the Python 0, but
# the body adds a row product b[i] * b[i + 1], an array of shape (10,), so the carry grows.
import jax.numpy as jnp
from jax.lax import fori_loop


def body_fun(i, arr):
    a, b = arr
    return a - b[i] * b[i + 1], b


s = jnp.ones([10, 10])
E, _ = fori_loop(0, s.shape[1] - 1, body_fun, (0, s))  # expect: JXM024 col 37
print(E)
