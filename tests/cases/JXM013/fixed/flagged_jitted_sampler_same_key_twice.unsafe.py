# A jitted jax.random sampler called twice on one key: the same bits twice (cf. jax's
# tests/key_reuse_test.py, test_simple_key_reuse_jit)
import jax


def two_draws(key):
    key, key_1 = jax.random.split(key)
    a = jax.jit(jax.random.bits)(key_1)
    b = jax.jit(jax.random.bits)(key)  # expect: JXM013 col 9
    return a, b


print(two_draws(jax.random.PRNGKey(0)))
