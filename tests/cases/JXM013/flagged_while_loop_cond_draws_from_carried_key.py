# A lax.while_loop predicate compares against a uniform draw from the carried key, which the
# body hands back unchanged: the same threshold on every test (cf. jax's
# tests/key_reuse_test.py, test_while_bad_cond: "while_loop cond function leads to key reuse")
import jax


def count(seed):
    key = jax.random.PRNGKey(seed)

    def cond_fun(carry):
        i, key = carry
        return i < 5.0 * jax.random.uniform(key)  # expect: JXM013 col 26

    def body_fun(carry):
        i, key = carry
        return i + 1.0, key

    return jax.lax.while_loop(cond_fun, body_fun, (0.0, key))


print(count(0))
