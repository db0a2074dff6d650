# jax.grad of functools.partial(loss, scale): grad differentiates the first argument the call hands on (params), and float() of it raises
from functools import partial

import jax
import jax.numpy as jnp


def loss(scale, params, x):
    l2 = float(jnp.sum(params ** 2))  # expect: JXM007 col 10
    return scale * l2 + jnp.sum(params * x)


jax.grad(partial(loss, 0.1))(jnp.ones(3), jnp.ones(3))
