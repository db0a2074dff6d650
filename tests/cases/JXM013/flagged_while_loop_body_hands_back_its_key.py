# A lax.while_loop body draws a step size from the key it carries and returns that key as it
# came in: every iteration draws the same step (cf. jax's tests/key_reuse_test.py,
# test_while_bad_body: "while_loop body function leads to key reuse")
import jax


def walk(seed):
    key = jax.random.PRNGKey(seed)

    def cond_fun(carry):
        key, i = carry
        return i < 10

    def body_fun(carry):
        key, i = carry
        return key, i + jax.random.randint(key, (), 1, 3)  # expect: JXM013 col 25

    return jax.lax.while_loop(cond_fun, body_fun, (key, 0))


print(walk(0))
