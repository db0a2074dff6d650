import jax
import jax.numpy as jnp


@jax.jit
def masked_mean(x, weights=None):
    if weights is None:
        return jnp.mean(x)
    if len(x) > 2:
        return jnp.sum(x[:2] * weights[:2]) / jnp.sum(weights[:2])
    return jnp.sum(x * weights) / jnp.sum(weights)


masked_mean(jnp.arange(4.0))
masked_mean(jnp.arange(4.0), jnp.ones(4))
