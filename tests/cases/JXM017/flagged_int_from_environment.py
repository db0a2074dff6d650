import os

import jax

seed = int(os.environ.get("SEED", "0"))
order = jax.random.permutation(seed, 10)  # expect: JXM017 col 32
print(order)
