# The activation is static: jit hashes the function into its cache key.
from functools import partial

import jax
import jax.numpy as jnp
from jax.nn import relu


@partial(jax.jit, static_argnames="activation")
def mlp(params, x, activation):
    for w in params:
        x = activation(x @ w)
    return x


params = [jnp.ones((3, 3)), jnp.ones((3, 2))]
print(mlp(params, jnp.ones(3), activation=relu))
print(mlp(params, jnp.ones(3), activation=jnp.tanh))
