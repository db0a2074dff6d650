import jax.numpy as jnp
from jax import lax


def body(i, acc):
    return jnp.where(acc > 10.0, acc, acc + i)  # expect: JXM002 col 8


lax.fori_loop(0, 5, body, jnp.float32(0.0))
