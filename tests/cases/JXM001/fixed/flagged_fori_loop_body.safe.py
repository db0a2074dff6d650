from jax import lax
import jax.numpy as jnp


def body(i, acc):
    acc = acc.at[i].set(i * 2.0)  # expect: JXM001 col 5
    return acc


lax.fori_loop(0, 3, body, jnp.zeros(3))
