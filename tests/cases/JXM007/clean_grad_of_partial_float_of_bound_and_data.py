# jax.grad of functools.partial(loss, scale): the bound scale and the data grad does not differentiate stay concrete, float() of them runs
from functools import partial

import jax
import jax.numpy as jnp


def loss(scale, params, x):
    weight = float(scale) * float(jnp.sum(x))
    return weight * jnp.sum(params ** 2)


print(jax.grad(partial(loss, 0.1))(jnp.ones(3), jnp.ones(3)))
