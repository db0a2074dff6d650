# A reshaped view of one half of a split key, drawn from once; the other half drawn from once
import jax


def draws(key):
    key_a, key_b = jax.random.split(key)
    keys = key_b.reshape((1, 2))
    a = jax.random.bits(key_a)
    b = jax.vmap(jax.random.bits)(keys)
    return a, b


print(draws(jax.random.PRNGKey(0)))
