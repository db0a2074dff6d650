# The stored jit makes the flag static: a Python bool inside the step
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self):
        self.training = True
        self.step = jax.jit(self._step, static_argnums=1)

    def _step(self, x, training):
        if training:
            return x * 2
        return x


t = Trainer()
t.step(jnp.ones(3), t.training)
