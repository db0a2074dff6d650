# The loop over range(3) always leaves a fresh key behind, so the split after it does not reuse the key drawn from first (shape of JAX's docs/random-numbers.md)
from jax import random

key = random.key(1701)
print(random.normal(key))
for i in range(3):
    new_key, subkey = random.split(random.fold_in(random.key(0), i))
    print(f"draw {i}: {random.normal(subkey)}")
    key = new_key
key, subkey = random.split(key)
print(random.normal(subkey))
