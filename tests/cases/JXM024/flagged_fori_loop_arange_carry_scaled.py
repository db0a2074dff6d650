# A carry started from jnp.arange (int32) that each step scales by a float.
import jax
import jax.numpy as jnp


def decay(i, weights):
    return weights * 0.5


weights = jax.lax.fori_loop(0, 3, decay, jnp.arange(3))  # expect: JXM024 col 35
print(weights)
