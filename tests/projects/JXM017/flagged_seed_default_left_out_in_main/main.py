import jax.numpy as jnp

from model import sample

print(jnp.mean(sample(3)))
