import functools

import jax
import jax.numpy as jnp


def loss(params, batch, scale):
    return scale * jnp.mean((batch @ params) ** 2)


params = jnp.ones(3)
batch = jnp.ones((2, 3))
for epoch in range(4):
    grad_fn = jax.jit(functools.partial(jax.grad(loss), scale=0.5))  # expect: JXM023 col 15
    params = params - 0.1 * grad_fn(params, batch)
print(params)
