import jax

data = jax.random.key_data(jax.random.key(0))
print(jax.random.normal(data, (2,)))
typed = jax.random.wrap_key_data(data)
print(jax.random.uniform(typed, (2,)))
