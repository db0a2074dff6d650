import jax
import jax.numpy as jnp


def body(i, carry):
    carry[0] = carry[0] + i  # the carry is a list
    return carry


jax.lax.fori_loop(0, 3, body, [jnp.zeros(()), jnp.ones(2)])
