# Shape 7: jax.checkpoint traces keyword arguments too, so flag=False becomes a tracer. From https://github.com/jax-ml/jax/issues/7426
from typing import Optional

import jax
from jax import numpy as jnp


def bool_fn(x, flag: Optional[bool] = None):
    return jnp.where(flag, x, x - 1)  # expect: JXM002 col 8


jax.jit(lambda x: jax.checkpoint(bool_fn)(x, flag=False))(jnp.ones((10,), jnp.float32))
