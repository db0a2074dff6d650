# A lax.while_loop body splits the key it carries and carries the new one: each iteration
# draws from a fresh key (cf. jax's tests/key_reuse_test.py, test_while_simple)
import jax


def walk(seed):
    key = jax.random.PRNGKey(seed)

    def cond_fun(carry):
        key, i = carry
        return i < 10

    def body_fun(carry):
        key, i = carry
        key, subkey = jax.random.split(key)
        return key, i + jax.random.randint(subkey, (), 1, 3)

    return jax.lax.while_loop(cond_fun, body_fun, (key, 0))


print(walk(0))
