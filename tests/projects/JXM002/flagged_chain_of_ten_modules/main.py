import jax
import jax.numpy as jnp

from m0 import f0

print(jax.jit(f0)(jnp.ones(3)))
