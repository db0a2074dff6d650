# The loop calls the method on another instance each time: each jit is of another object's
# method, a different program (each instance holds its own weights), traced once each.
import jax
import jax.numpy as jnp


class Regressor:
    def __init__(self, w):
        self.w = w

    def loss(self, x):
        return jnp.sum((self.w * x - 1.0) ** 2)

    def step(self, x):
        return jax.jit(self.loss)(x)


for model in [Regressor(jnp.ones(3)), Regressor(jnp.zeros(3)), Regressor(2.0 * jnp.ones(3))]:
    print(model.step(jnp.ones(3)))
