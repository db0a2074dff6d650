import jax.numpy as jnp

from model import masked_mean

data = jnp.arange(6.0)
print(masked_mean(data, data > 2))
