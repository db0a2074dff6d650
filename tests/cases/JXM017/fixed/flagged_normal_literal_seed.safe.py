import jax

x = jax.random.normal(jax.random.PRNGKey(0), (3,))  # expect: JXM017 col 23
print(x)
