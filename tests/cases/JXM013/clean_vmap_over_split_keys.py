# One key per example, vmapped, as settled in https://github.com/patrick-kidger/equinox/issues/498
import jax
import jax.numpy as jnp


def dropout(key, x, rate=0.5):
    keep = jax.random.bernoulli(key, 1 - rate, x.shape)
    return jnp.where(keep, x / (1 - rate), 0.0)


key = jax.random.PRNGKey(0)
batch = jnp.ones((4, 3))
keys = jax.random.split(key, batch.shape[0])
print(jax.vmap(dropout)(keys, batch))
