# The step count is static: fori_loop sees a Python int and lowers to a scan.
from functools import partial

import jax
import jax.numpy as jnp
from jax import lax


@partial(jax.jit, static_argnums=1)
def loss(velocity, n_steps):
    position = lax.fori_loop(0, n_steps, lambda i, p: p + 0.1 * velocity, jnp.zeros(3))
    return jnp.sum(position**2)


print(jax.grad(loss)(jnp.ones(3), 10))
