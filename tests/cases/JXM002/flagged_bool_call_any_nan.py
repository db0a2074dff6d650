import jax
import jax.numpy as jnp


@jax.jit
def checked(x):
    has_nan = bool(jnp.any(jnp.isnan(x)))  # expect: JXM002 col 15
    return jnp.nan_to_num(x) if has_nan else x


checked(jnp.array([1.0, jnp.nan]))
