# The stored jit names the flag static and the call hands it by keyword
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self):
        self.apply = jax.jit(self._apply, static_argnames="train")

    def _apply(self, x, train):
        if train:
            return x * 0.5
        return x

    def predict(self, x):
        return self.apply(x, train=True)


Trainer().predict(jnp.ones(3))
