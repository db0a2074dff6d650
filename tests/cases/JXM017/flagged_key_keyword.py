from jax import random

mask = random.bernoulli(key=1, p=0.3, shape=(4,))  # expect: JXM017 col 29
print(mask)
