import jax
import jax.numpy as jnp


def drop_nans(x):
    return x[~jnp.isnan(x)]  # expect: JXM003 col 14


drop_nans_jit = jax.jit(drop_nans)
drop_nans_jit(jnp.array([1.0, jnp.nan]))
