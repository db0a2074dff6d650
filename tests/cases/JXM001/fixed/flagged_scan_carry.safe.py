import jax
import jax.numpy as jnp


def step(carry, x):
    carry = carry.at[0].set(carry[0] + x)  # expect: JXM001 col 5
    return carry, x


jax.lax.scan(step, jnp.zeros(2), jnp.arange(3.0))
