# jax.numpy.linalg on arrays, and NumPy's linalg on lists, run.
import jax.numpy as jnp
import numpy as np


def distance(dx, dy):
    return jnp.linalg.norm(jnp.array([dx, dy]))


print(distance(jnp.array(3.0), jnp.array(4.0)), jnp.linalg.det(jnp.stack([jnp.ones(2), jnp.arange(2.0)])))
print(np.linalg.norm([3.0, 4.0]), np.linalg.inv([[2.0, 1.0], [1.0, 3.0]]))
