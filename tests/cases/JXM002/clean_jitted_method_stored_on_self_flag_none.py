# The flag every call hands the stored jitted method is None: jit hands None on as it is
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self):
        self.mask = None
        self.step = jax.jit(self._step)

    def _step(self, x, mask):
        if mask:
            return x * 2
        return x

    def run(self, x):
        return self.step(x, self.mask)


Trainer().run(jnp.ones(3))
