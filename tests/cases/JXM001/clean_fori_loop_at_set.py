from jax import lax
import jax.numpy as jnp


def body(i, acc):
    return acc.at[i].set(i * 2.0)


lax.fori_loop(0, 3, body, jnp.zeros(3))
