# Both branches of a lax.cond draw from the key, then the key is drawn from again: the second
# draw repeats the first's bits (cf. jax's tests/key_reuse_test.py, test_reuse_after_cond)
import jax


def f(key, condition):
    r1 = jax.lax.cond(condition, jax.random.uniform, jax.random.normal, key)
    return r1 + jax.random.uniform(key)  # expect: JXM013 col 17


print(f(jax.random.PRNGKey(0), True))
