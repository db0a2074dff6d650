# Shape 7 trap: the JAX learning rate goes in a traced slot; only the step count is static.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(3,))
def step(w, g, lr, n):
    for _ in range(n):
        w = w - lr * g
    return w


print(step(jnp.ones(3), jnp.ones(3), jnp.float32(1e-3), 2))
