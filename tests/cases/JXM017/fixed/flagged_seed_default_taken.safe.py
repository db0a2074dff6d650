import jax

# keras-team/keras-core#651: a sampler whose seed parameter defaults to an int, which the
# call leaves out: jax.random.normal gets 0 where the key goes.


def sample(n, seed=0):
    return jax.random.normal(jax.random.PRNGKey(seed), (n,))  # expect: JXM017 col 30


print(sample(3))
