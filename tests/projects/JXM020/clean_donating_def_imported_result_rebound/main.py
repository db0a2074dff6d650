import jax.numpy as jnp

from model import decay

weights = jnp.ones(4)
for _ in range(3):
    weights = decay(weights, 0.1)
print(weights.sum())
