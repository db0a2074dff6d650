# random.shuffle from the stdlib and NumPy's Generator.shuffle next to jax.random keys
import random

import jax
import numpy as np

items = [1, 2, 3, 4]
random.shuffle(items)
rng = np.random.default_rng(0)
arr = np.arange(5)
rng.shuffle(arr)
key = jax.random.PRNGKey(0)
print(sorted(items), sorted(arr.tolist()), jax.random.permutation(key, 5).shape)
