# The gradient of a sum of squares at the points 0..4, built with arange.
import jax
import jax.numpy as jnp


def energy(x):
    return jnp.sum(x**2)


points = jnp.arange(5)
print(jax.grad(energy)(points))  # expect: JXM018 col 24
