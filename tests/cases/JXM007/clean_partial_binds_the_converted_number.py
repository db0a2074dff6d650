# jax.jit(partial(f, 3.0)): what partial binds stays a Python value (jit hashes the partial), so float() of it runs
from functools import partial

import jax
import jax.numpy as jnp


def scale(factor, x):
    return x * float(factor)


print(jax.jit(partial(scale, 3.0))(jnp.ones(2)))
print(jax.vmap(partial(scale, jnp.float32(2.0)))(jnp.ones((4, 2))))
