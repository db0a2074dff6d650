import jax
import jax.numpy as jnp


@jax.jit
def band(x, lo, hi):
    inside = jnp.logical_and(x > lo, x < hi)
    outside = (x <= lo) | (x >= hi)
    return jnp.where(inside, x, 0.0) + jnp.where(outside, -1.0, 0.0)


band(jnp.array([0.1, 0.5, 2.0]), 0.2, 1.0)
