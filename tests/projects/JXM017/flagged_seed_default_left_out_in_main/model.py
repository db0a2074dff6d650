import jax

# A sampler whose seed parameter defaults to an int (keras-team/keras-core#651); the call
# in main.py leaves it out, so jax.random.normal gets 0 where the key goes.


def sample(n, seed=0):
    return jax.random.normal(seed, (n,))  # expect: JXM017 col 30
