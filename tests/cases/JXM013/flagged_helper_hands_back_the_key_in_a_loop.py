import jax
import jax.numpy as jnp


def sample(key, shape):
    x = jax.random.normal(key, shape)
    return x, key


key = jax.random.PRNGKey(0)
draws = []
for _ in range(3):
    x, key = sample(key, (2,))  # expect: JXM013 col 14
    draws.append(x)
