import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit(donate="all-except-first")
def shift(field, offset):
    return field + 1.0, offset * 2.0


field = jnp.zeros(3)
offset = jnp.ones(3)
shifted, offset = shift(field, offset)
print(shifted, field)
