# One construction leaves self.training at None: jit hands None on as it is, no tracer
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
        return jax.jit(self._step)(x, self.training)


Trainer(0.5, training=None).run(jnp.ones(3))
