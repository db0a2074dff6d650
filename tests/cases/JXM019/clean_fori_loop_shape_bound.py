# A bound read from a shape is a Python int even under jit.
import jax
import jax.numpy as jnp
from jax import lax


def prefix_energy(x):
    total = lax.fori_loop(0, x.shape[0], lambda i, acc: acc + x[i] ** 2, 0.0)
    return total


print(jax.jit(jax.grad(prefix_energy))(jnp.arange(4.0)))
