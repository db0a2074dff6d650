# The workaround jax-ml/jax#19570 gives: __init__ keeps one bound method on the instance
# (self.loss = self.loss), so every jax.jit(self.loss) wraps the same object, which JAX's
# cache finds again: one trace for the whole loop.
import jax
import jax.numpy as jnp


class Regressor:
    def __init__(self, w):
        self.w = w
        self.loss = self.loss

    def loss(self, x):
        return jnp.sum((self.w * x - 1.0) ** 2)

    def step(self, x):
        return jax.jit(self.loss)(x)


model = Regressor(jnp.ones(3))
for i in range(3):
    print(model.step(jnp.ones(3) * i))
