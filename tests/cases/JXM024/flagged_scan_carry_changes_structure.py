# A scan whose step nests its carry into a new tuple each step.
import jax.numpy as jnp
from jax import lax


def step(carry, x):
    return (carry, x), x * 2.0


_, doubled = lax.scan(step, 0.0, jnp.arange(3.0))  # expect: JXM024 col 23
print(doubled)
