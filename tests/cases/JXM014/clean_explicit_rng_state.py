# The stateful RNG of jax-ml/jax#20082 with its state made explicit: the jitted function takes
# the key and returns the new one, which the caller keeps
import jax


def split(key):
    new_key, returned_key = jax.random.split(key)
    return new_key, returned_key


@jax.jit
def jitted(key):
    key, first = split(key)
    key, second = split(key)
    return key, first, second


key = jax.random.key(0)
key, first, second = jitted(key)
print(jax.random.key_data(second))
