import jax.numpy as jnp
from jax import lax


def body(i, acc):
    if acc > 10.0:  # expect: JXM002 col 8
        return acc
    return acc + i


lax.fori_loop(0, 5, body, jnp.float32(0.0))
