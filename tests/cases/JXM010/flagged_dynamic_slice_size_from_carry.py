# lax.dynamic_slice_in_dim whose *size* comes from the loop carry, as in https://github.com/jax-ml/jax/issues/2323
import jax.numpy as jnp
from jax import lax

packed_input_data = jnp.arange(12.0)
batch_sizes = jnp.array([3, 2, 1])


def body_fun(i, val):
    total, input_offset = val
    batch_size = batch_sizes[i]
    batch = lax.dynamic_slice_in_dim(packed_input_data, input_offset, batch_size)  # expect: JXM010 col 13
    return total + batch.sum(), input_offset + batch_size


lax.fori_loop(0, 3, body_fun, (0.0, 0))
