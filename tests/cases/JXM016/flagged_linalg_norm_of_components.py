# A distance from its components, as one writes it with NumPy: jax.numpy.linalg refuses a list too.
import jax.numpy as jnp


def distance(dx, dy):
    return jnp.linalg.norm([dx, dy])  # expect: JXM016 col 28


print(distance(jnp.array(3.0), jnp.array(4.0)))
