import jax.numpy as jnp

from model import slope

print(slope(0), slope(1), jnp.tanh(0.0))
