# The answer on jax#15727: the jitted classmethod takes cls, and both cls and the shape are
# static; another classmethod calls a jitted helper instead.
from functools import partial

import jax
import jax.numpy as jnp


@jax.jit
def _scaled(x, scale):
    return x * scale


class A:
    scale = 2.0

    @classmethod
    @partial(jax.jit, static_argnums=(0, 1))
    def zeros(cls, shape):
        return jnp.zeros(shape)

    @classmethod
    def scaled(cls, x):
        return _scaled(x, cls.scale)


print(A.zeros((2, 3)), A.scaled(jnp.ones(2)))
