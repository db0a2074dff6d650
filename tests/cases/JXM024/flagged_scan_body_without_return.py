# A scan body that updates its carry and forgets to return anything.
import jax.numpy as jnp
from jax import lax


def accumulate(carry, x):
    carry = carry * 0.9 + x


final, _ = lax.scan(accumulate, jnp.zeros(3), jnp.ones((10, 3)))  # expect: JXM024 col 21
print(final)
