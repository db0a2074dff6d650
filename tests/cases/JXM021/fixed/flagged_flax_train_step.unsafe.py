# A train step whose static flag was dropped from the signature, not from the jit.
from functools import partial

import flax.linen as nn
import jax
import jax.numpy as jnp


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(x)


model = Model()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 2)))


@partial(jax.jit)  # expect: JXM021 col 36
def loss_fn(params, x, y):
    return jnp.mean((model.apply(params, x) - y) ** 2)


print(loss_fn(params, jnp.ones((4, 2)), jnp.zeros((4, 1))))
