# The seed from Python's random module made a key first, as the training scripts write it.
import random

import jax
import jax.numpy as jnp

features = jnp.arange(12.0).reshape(6, 2)
key = jax.random.PRNGKey(random.randint(0, 2**31 - 1))
shuffled_indices = jax.random.permutation(key, features.shape[0])
print(features[shuffled_indices])
