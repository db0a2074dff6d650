import jax

key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
print(jax.random.normal(k1, (3,)), jax.random.uniform(k2))
