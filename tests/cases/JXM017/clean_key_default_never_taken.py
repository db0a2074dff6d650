import jax

# The default is never taken: every call hands a key.


def sample(n, key=0):
    return jax.random.normal(key, (n,))


print(sample(3, jax.random.PRNGKey(0)))
print(sample(2, key=jax.random.PRNGKey(1)))
