import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_pmap
def normalize(x):
    if x.sum() == 0:  # expect: JXM002 col 8
        return x
    return x / x.sum()


print(normalize(jnp.ones((jax.local_device_count(), 3))))
