import jax.numpy as jnp

from model import apply

print(apply(jnp.ones(3)))
