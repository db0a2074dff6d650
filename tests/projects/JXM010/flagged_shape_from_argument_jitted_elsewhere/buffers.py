import jax.numpy as jnp


def empty_buffer(size, value):
    return jnp.full((size,), value)  # expect: JXM010 col 12
