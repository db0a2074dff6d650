import jax
import jax.numpy as jnp


def accumulate(total, value):
    total = total + value if value > 0 else total  # expect: JXM002 col 30
    return total, total


jax.lax.scan(accumulate, 0.0, jnp.array([1.0, -2.0, 3.0]))
