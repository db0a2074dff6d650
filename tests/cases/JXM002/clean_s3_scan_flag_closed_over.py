# Shape 3 trap: the flag is a Python bool closed over by the scan body, not part of the carry.
import jax.numpy as jnp
from jax import lax

SKIP_NEGATIVE = True


def body(total, x):
    if SKIP_NEGATIVE:
        x = jnp.maximum(x, 0.0)
    return total + x, x


total, _ = lax.scan(body, 0.0, jnp.array([1.0, -2.0, 3.0]))
print(total)
