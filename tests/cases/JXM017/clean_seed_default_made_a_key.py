import jax

# The int default is a seed the function turns into a key; a call that hands a key by
# keyword does not take the default.


def sample(n, seed=0, key=None):
    if key is None:
        key = jax.random.PRNGKey(seed)
    return jax.random.normal(key, (n,))


print(sample(3))
print(sample(3, key=jax.random.PRNGKey(1)))
