# Both branches of a lax.cond draw from one half of a split key; the later draw takes the other
# (and a lax.cond whose branches draw from the same key is fine: one branch runs)
import jax


def f(key, condition):
    key_cond, key_after = jax.random.split(key)
    r1 = jax.lax.cond(condition, jax.random.uniform, jax.random.normal, key_cond)
    return r1 + jax.random.uniform(key_after)


print(f(jax.random.PRNGKey(0), True))
