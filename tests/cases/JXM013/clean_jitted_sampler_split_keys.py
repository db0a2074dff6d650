# A jitted jax.random sampler called once on each half of a split key
import jax


def two_draws(key):
    key_a, key_b = jax.random.split(key)
    a = jax.jit(jax.random.bits)(key_a)
    b = jax.jit(jax.random.bits)(key_b)
    return a, b


print(two_draws(jax.random.PRNGKey(0)))
