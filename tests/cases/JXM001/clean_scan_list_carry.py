import jax
import jax.numpy as jnp


def step(carry, x):
    carry[0] = carry[0] + x  # the carry is a list of arrays
    return carry, x


jax.lax.scan(step, [jnp.zeros(()), jnp.zeros(())], jnp.arange(3.0))
