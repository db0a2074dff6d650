# self.training handed to the jitted step method as a static argument: a Python bool there
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, rate, training=True):
        self.rate = rate
        self.training = training

    def _step(self, x, training):
        if training:
            x = x * (1 - self.rate)
        return x

    def run(self, x):
        return jax.jit(self._step, static_argnums=1)(x, self.training)


Trainer(0.5).run(jnp.ones(3))
