import equinox as eqx
import jax
import jax.numpy as jnp


@eqx.filter_pmap
def normalize(x):
    return jnp.where(x.sum() == 0, x, x / x.sum())  # expect: JXM002 col 8


print(normalize(jnp.ones((jax.local_device_count(), 3))))
