# Sample points built with NumPy, as in a NumPy notebook, then differentiated at with JAX:
# np.arange of ints is int64, which JAX takes as int32.
import jax
import jax.numpy as jnp
import numpy as np


def energy(x):
    return jnp.sum(jnp.sin(x))


xs = np.arange(4)
print(jax.grad(energy)(xs))  # expect: JXM018 col 24
