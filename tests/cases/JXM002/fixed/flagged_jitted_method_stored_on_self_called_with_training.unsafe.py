# self.step = jax.jit(self._step) in __init__, called with self.training (a bool set in
# __init__): jit traces the bool
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self):
        self.training = True
        self.step = jax.jit(self._step)

    def _step(self, x, training):
        return jnp.where(training, x * 2, x)  # expect: JXM002 col 12

    def train(self):
        self.training = True

    def eval(self):
        self.training = False


t = Trainer()
t.step(jnp.ones(3), t.training)
