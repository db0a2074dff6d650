import jax
import jax.numpy as jnp


def drop_nans(x):
    return jnp.where(~jnp.isnan(x), x, 0)  # expect: JXM003 col 14


drop_nans_jit = jax.jit(drop_nans)
drop_nans_jit(jnp.array([1.0, jnp.nan]))
