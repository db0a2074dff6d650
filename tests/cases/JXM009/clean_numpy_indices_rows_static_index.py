# the rows of np.indices indexed by a static index (a Python int every call hands over, or a
# slice of the shape), and jnp.indices' rows indexed by the tracer: no NumPy array meets a
# tracer (distrax#291's fix: https://github.com/google-deepmind/distrax/issues/291)
import jax
import jax.numpy as jnp
import numpy as np


def to_batch_shape_index(batch_shape, index):
    return [x[index] for x in np.indices(batch_shape)]


def traced_batch_shape_index(batch_shape, index):
    return [x[index] for x in jnp.indices(batch_shape)]


@jax.jit
def foo(logits):
    mask = jnp.arange(logits.shape[0])
    fixed = to_batch_shape_index(logits.shape[:-1], 1)
    return traced_batch_shape_index(logits.shape[:-1], mask), fixed


foo(jnp.zeros((3, 3, 3)))
