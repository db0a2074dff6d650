# each grid np.indices gives, indexed by a traced index inside jit: iterating np.indices (or
# unpacking np.meshgrid) yields NumPy arrays; distrax#291 (to_batch_shape_index under a jitted
# foo): https://github.com/google-deepmind/distrax/issues/291
import jax
import jax.numpy as jnp
import numpy as np


def to_batch_shape_index(batch_shape, index):
    return [x[index] for x in np.indices(batch_shape)]  # expect: JXM009 col 13


@jax.jit
def foo(logits):
    mask = jnp.arange(logits.shape[0])
    return to_batch_shape_index(logits.shape[:-1], mask)


foo(jnp.zeros((3, 3, 3)))
