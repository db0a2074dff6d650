# a global PRNG key split inside jit: repeated randomness, then using the key raises (https://github.com/jax-ml/jax/pull/4312)
from jax import jit
from jax import random

key = random.PRNGKey(0)


def init():
    global key
    key, subkey = random.split(key)  # expect: JXM012 col 5
    return random.normal(subkey, ())


init = jit(init)
print(init())
print(init())  # same number: the Python body did not run again
random.normal(key, ())
