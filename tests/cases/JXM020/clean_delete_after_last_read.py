import jax

key = jax.random.key(0)
draws = jax.random.normal(key, (1000, 16))
total = float(draws.sum())
draws.delete()
print(total)
