import jax

x = jax.random.normal(0, (3,))  # expect: JXM017 col 23
print(x)
