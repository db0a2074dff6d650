import equinox as eqx
import jax.numpy as jnp

# eqx.filter_vmap's default in_axes is eqx.if_array(0): it maps arrays only, so a Python
# scalar rides along unmapped and axis_size gives the batch size (equinox's own tests).


def identity(x):
    return x


def shift(x, offset):
    return x + offset


broadcast = eqx.filter_vmap(identity, out_axes=0, axis_size=5)(1)
unmapped = eqx.filter_vmap(identity, out_axes=None, axis_size=5)(1)
shifted = eqx.filter_vmap(shift)(jnp.arange(4.0), 0.5)


@eqx.filter_vmap(axis_size=3)
def filled(value):
    return jnp.full((2,), value)


print(broadcast, unmapped, shifted, filled(7.0).shape)
