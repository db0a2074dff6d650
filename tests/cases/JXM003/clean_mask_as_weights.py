import jax
import jax.numpy as jnp


@jax.jit
def positive_mean(x):
    mask = x > 0
    return jnp.sum(x * mask) / jnp.maximum(mask.sum(), 1)


positive_mean(jnp.array([-1.0, 2.0, 3.0]))
