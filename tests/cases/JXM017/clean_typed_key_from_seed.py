import jax

seed = 42
key = jax.random.key(seed)
print(jax.random.normal(key, (3,)))
