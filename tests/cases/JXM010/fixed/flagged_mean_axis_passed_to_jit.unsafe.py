# an axis tuple passed explicitly to a jitted function is traced, as in https://github.com/jax-ml/jax/issues/1922
from functools import partial
from jax import jit
import jax.numpy as jnp
import numpy as np


@partial(jit, static_argnames="axis")
def test(inputs, axis=(0,)):
    mean = jnp.mean(inputs, axis=axis, keepdims=True)  # expect: JXM010 col 12
    return inputs - mean


input_shape = (8, 16)
inputs = np.random.uniform(size=input_shape)
test(inputs, axis=(0,))
