# A helper that advances its module's key itself (`global key`): each call draws new numbers.
import jax

key = jax.random.PRNGKey(0)


def sample_noise(shape):
    global key
    key, sub = jax.random.split(key)
    return jax.random.normal(sub, shape)


a = sample_noise((3,))
b = sample_noise((3,))
print("same draws:", bool((a == b).all()))
