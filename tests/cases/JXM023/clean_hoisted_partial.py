import functools

import jax
import jax.numpy as jnp


def loss(params, batch, scale):
    return scale * jnp.mean((batch @ params) ** 2)


grad_fn = jax.jit(functools.partial(jax.grad(loss), scale=0.5))
params = jnp.ones(3)
for epoch in range(4):
    params = params - 0.1 * grad_fn(params, jnp.ones((2, 3)))
print(params)
