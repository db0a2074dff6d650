import jax.numpy as jnp

from model import decay

weights = jnp.ones(4)
smaller = decay(weights, 0.1)
print(smaller, weights.sum())  # expect: JXM020 col 16
