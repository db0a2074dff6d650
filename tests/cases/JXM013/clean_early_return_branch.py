# A branch that returns makes the draws after it exclusive with the draw inside it
import jax
import jax.numpy as jnp


def dropout(key, x, rate, deterministic):
    if deterministic or rate == 0.0:
        return x
    if rate == 1.0:
        return jnp.zeros_like(x) * jax.random.uniform(key, ())
    keep = jax.random.bernoulli(key, 1.0 - rate, x.shape)
    return jnp.where(keep, x / (1.0 - rate), 0.0)


key = jax.random.PRNGKey(0)
k1, k2 = jax.random.split(key)
print(dropout(k1, jnp.ones(4), 0.5, False), dropout(k2, jnp.ones(4), 1.0, False))
