import jax
import jax.numpy as jnp

from model import normalise

fast_normalise = jax.jit(normalise)
print(fast_normalise(jnp.arange(4.0)))
