import jax
import jax.numpy as jnp

import losses


@jax.jit
def update(params, x, y, clip):
    return params - 0.1 * jax.grad(losses.mse)(params, x, y, clip)


print(update(jnp.ones(3), jnp.ones((8, 3)), jnp.zeros(8), True))
