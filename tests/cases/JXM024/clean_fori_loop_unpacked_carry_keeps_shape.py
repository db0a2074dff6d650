# The carry's first element starts as a row of zeros, the shape b[i] * b[i + 1] has.
import jax.numpy as jnp
from jax.lax import fori_loop


def body_fun(i, arr):
    a, b = arr
    return a - b[i] * b[i + 1], b


s = jnp.ones([10, 10])
E, _ = fori_loop(0, s.shape[1] - 1, body_fun, (jnp.zeros(10), s))
print(E)
