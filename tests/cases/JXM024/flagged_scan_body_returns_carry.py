# A running sum written with lax.scan, whose step returns only the new carry.
import jax
import jax.numpy as jnp


def step(total, x):
    total = total + x
    return total


totals = jax.lax.scan(step, 0.0, jnp.arange(5.0))  # expect: JXM024 col 23
print(totals)
