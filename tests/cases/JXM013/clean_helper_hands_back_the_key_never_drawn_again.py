import jax
import jax.numpy as jnp


# The key the helper hands back is drawn from once only: the caller splits the old one
# for its next draw instead.
def sample(key, shape):
    x = jax.random.normal(key, shape)
    return x, key


key = jax.random.PRNGKey(0)
key, sub = jax.random.split(key)
a, used = sample(sub, (3,))
b = jax.random.uniform(key, (3,))
print(used.shape, a, b)
