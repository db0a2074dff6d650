# Shape 1: inside a lax.fori_loop body every jax.numpy result is staged, even jnp.arange of a constant.
import jax
import jax.numpy as jnp
from jax import lax


def body(i, acc):
    idx = jnp.arange(6)
    evens = jnp.where(idx % 2 == 0, acc, 0)  # expect: JXM003 col 17
    return acc + evens.sum()


print(lax.fori_loop(0, 3, body, jnp.ones(6)))
