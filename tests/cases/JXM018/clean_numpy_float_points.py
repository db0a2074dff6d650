# NumPy points of a float dtype, or of another NumPy constructor, differentiate.
import jax
import jax.numpy as jnp
import numpy as np


def energy(x):
    return jnp.sum(jnp.sin(x))


print(jax.grad(energy)(np.arange(4.0)), jax.grad(energy)(np.array([1, 2], dtype=np.float32)))
print(jax.grad(energy)(np.linspace(0, 1, 3)), jax.grad(energy)(np.zeros(2)))
