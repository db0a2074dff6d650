# A jitted bound method stored on self, called from another method with a literal flag
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self, rate):
        self.rate = rate
        self.step = jax.jit(self._step)

    def _step(self, x, training):
        if training:  # expect: JXM002 col 12
            return x * (1 - self.rate)
        return x

    def run(self, x):
        return self.step(x, True)


Trainer(0.5).run(jnp.ones(3))
