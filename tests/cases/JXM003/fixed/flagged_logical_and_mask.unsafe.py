import jax
import jax.numpy as jnp


@jax.jit
def unit_interval_values(x):
    mask = jnp.logical_and(x >= 0, x <= 1)
    return jnp.mean(jnp.where(mask, x, 0))  # expect: JXM003 col 23


unit_interval_values(jnp.array([0.5, 2.0, 0.25]))
