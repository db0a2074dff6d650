from functools import partial

import jax
import jax.numpy as jnp

import losses


@partial(jax.jit, static_argnames="clip")
def update(params, x, y, clip):
    return params - 0.1 * jax.grad(losses.mse)(params, x, y, clip)


print(update(jnp.ones(3), jnp.ones((8, 3)), jnp.zeros(8), clip=True))
