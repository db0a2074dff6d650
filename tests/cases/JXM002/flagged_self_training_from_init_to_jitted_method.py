# self.training set in __init__ from a parameter every construction leaves at True, handed
# to the jitted step method: jit traces the bool
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, rate, training=True):
        self.rate = rate
        self.training = training

    def _step(self, x, training):
        if training:  # expect: JXM002 col 12
            x = x * (1 - self.rate)
        return x

    def run(self, x):
        return jax.jit(self._step)(x, self.training)


Trainer(0.5).run(jnp.ones(3))
