import jax
import jax.numpy as jnp


@jax.pmap
def normalise(x):
    if x.sum() > 0:  # expect: JXM002 col 8
        return x / x.sum()
    return x


normalise(jnp.ones((jax.local_device_count(), 3)))
