# A run-time seed from Python's random module handed on as the key itself.  Real code draws
# its seed this way and builds the key from it (``key = jax.random.PRNGKey(random.randint(0,
# 2**32 - 1))``, as training scripts on GitHub do); dropping the PRNGKey(...) hands
# permutation a Python int.
import random

import jax
import jax.numpy as jnp

features = jnp.arange(12.0).reshape(6, 2)
seed = random.randint(0, 2**31 - 1)
shuffled_indices = jax.random.permutation(seed, features.shape[0])  # expect: JXM017 col 43
print(features[shuffled_indices])
