# A loop over a (value, count) carry that hands back the same pair.
import jax
import jax.numpy as jnp


def body(i, state):
    x, count = state
    return x * 0.5, count + 1


print(jax.lax.fori_loop(0, 4, body, (jnp.ones(3), 0)))
