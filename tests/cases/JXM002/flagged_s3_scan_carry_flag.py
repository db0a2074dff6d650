# Shape 3: a Python bool placed in a lax.scan carry is traced inside the body (the init is a call site of the body).
import jax.numpy as jnp
from jax import lax


def body(carry, x):
    total, seen_negative = carry
    if seen_negative:  # expect: JXM002 col 8
        return (total, seen_negative), x
    return (total + x, x < 0), x


(total, flag), _ = lax.scan(body, (0.0, False), jnp.array([1.0, -2.0, 3.0]))
print(total, flag)
