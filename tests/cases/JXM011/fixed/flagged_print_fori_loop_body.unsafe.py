# print of the loop index and accumulator inside a lax.fori_loop body: tracers, printed once
import jax.numpy as jnp
from jax import lax
import jax


def body(i, acc):
    jax.debug.print("i {} acc {}", i, acc)  # expect: JXM011 col 5
    return acc + jnp.sin(i * 0.5)


total = lax.fori_loop(0, 5, body, jnp.float32(0.0))
total = lax.fori_loop(0, 5, body, jnp.float32(0.0))
