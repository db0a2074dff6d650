import jax
import jax.numpy as jnp

from model import energy

print(jax.jacfwd(energy)(4.0 * jnp.ones(3)))
