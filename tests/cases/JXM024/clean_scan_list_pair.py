# A scan step may return its pair as a list: two children are a pair to JAX.
import jax.numpy as jnp
from jax import lax


def step(carry, x):
    carry = carry + x
    return [carry, carry * 2.0]


print(lax.scan(step, jnp.zeros(3), jnp.ones((4, 3))))
