# A reshaped view of a key holds the same key bits: a draw from it after a draw from the key
# repeats the numbers (cf. jax's tests/key_reuse_test.py, test_reuse_after_reshape and
# test_reuse_after_broadcast)
import jax


def draws(key):
    keys = key.reshape((1, 2))
    a = jax.random.bits(key)
    b = jax.vmap(jax.random.bits)(keys)  # expect: JXM013 col 9
    return a, b


print(draws(jax.random.PRNGKey(0)))
