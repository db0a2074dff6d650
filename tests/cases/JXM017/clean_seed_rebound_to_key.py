import jax

key = 0
key = jax.random.PRNGKey(key)
print(jax.random.normal(key, (3,)))
