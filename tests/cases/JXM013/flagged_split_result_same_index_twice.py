# Two weight matrices drawn from split(key)[0] each (a copy-paste slip): the same child twice.
import jax


def init_params(key):
    w1 = jax.random.normal(jax.random.split(key)[0], (4, 4))
    w2 = jax.random.normal(jax.random.split(key)[0], (4, 4))  # expect: JXM013 col 28
    return w1, w2


w1, w2 = init_params(jax.random.PRNGKey(0))
print("w1 == w2:", bool((w1 == w2).all()))
