# A jax.Device handed to a jitted function as a traced argument (jax#4416): a device is no
# array or pytree.
import jax
import jax.numpy as jnp


def place(x):
    return jnp.asarray(x) * 2


placed = jax.jit(place)
print(placed(jax.devices()[0]))  # expect: JXM022 col 14
