# A running sum whose step returns the carry and no per-step output.
import jax
import jax.numpy as jnp


def step(total, x):
    return total + x, None


total, _ = jax.lax.scan(step, 0.0, jnp.arange(5.0))
print(total)
