# normal() then split() of the same rng_key inside a function, from https://github.com/blackjax-devs/blackjax/issues/53
import jax


def f(rng_key):
    rng_key, rng_key_1 = jax.random.split(rng_key)
    u = jax.random.normal(rng_key_1)
    rng_key, _ = jax.random.split(rng_key, 2)  # expect: JXM013 col 18
    v = jax.random.normal(rng_key)
    return u, v


key = jax.random.PRNGKey(0)
print(f(key))
