import jax
import jax.numpy as jnp


@jax.jit
def used_columns(v):
    # a fixed shape: zero the unused columns instead of dropping them
    return jnp.where(v.any(0), v, 0.0).sum()


print(used_columns(jnp.eye(4)))
