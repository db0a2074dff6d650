import jax
import jax.numpy as jnp


# The helper splits, draws from the subkey and hands back the new key: each call draws
# fresh numbers.
def sample(key, shape):
    key, sub = jax.random.split(key)
    x = jax.random.normal(sub, shape)
    return x, key


key = jax.random.PRNGKey(0)
a, key = sample(key, (3,))
b, key = sample(key, (3,))
assert not jnp.allclose(a, b)
