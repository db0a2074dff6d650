# NumPy converts the lists it is given; Python's sum adds a list's items.
import jax.numpy as jnp
import numpy as np

print(np.sum([1, 2, 3]), np.mean((0.5, 1.5)), np.prod((2, 3)))
print(sum([jnp.ones(2), jnp.zeros(2)]))
