import jax
import jax.numpy as jnp


@jax.pmap
def normalise(x):
    return jnp.where(x.sum() > 0, x / x.sum(), x)  # expect: JXM002 col 8


normalise(jnp.ones((jax.local_device_count(), 3)))
