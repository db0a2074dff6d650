# The area of a parallelogram from its two sides, with det imported from jax.numpy.linalg.
import jax.numpy as jnp
from jax.numpy.linalg import det


def area(u, v):
    return jnp.abs(det(jnp.array([u, v])))  # expect: JXM016 col 24


print(area(jnp.array([2.0, 0.0]), jnp.array([1.0, 3.0])))
