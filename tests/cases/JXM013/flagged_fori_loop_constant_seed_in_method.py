# A fori_loop body (a method bound with functools.partial) perturbs with random.key(0) every time, from https://github.com/gchq/coreax/issues/375
from functools import partial

import jax.numpy as jnp
from jax import random
from jax.lax import fori_loop


class NoiseConditionalLoss:
    def __init__(self, sigmas):
        self.sigmas = sigmas

    def _loop_body(self, i, obj, x):
        x_perturbed = x + self.sigmas[i] * random.normal(random.key(0), x.shape)  # expect: JXM013 col 44
        return obj + self.sigmas[i] ** 2 * jnp.mean(x_perturbed**2)

    def loss(self, x):
        body = partial(self._loop_body, x=x)
        return fori_loop(0, self.sigmas.shape[0], body, 0.0)


print(NoiseConditionalLoss(jnp.array([1.0, 0.5, 0.25])).loss(jnp.ones((4, 2))))
