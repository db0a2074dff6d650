# jax-ml/jax#19570 ("Bound methods cause surprising JIT cache misses"): jax.jit(self.loss) built
# in a method that the training loop calls: each call reads a new bound method, which JAX's
# cache does not find, so every step traces and compiles again.
import jax
import jax.numpy as jnp


class Regressor:
    def __init__(self, w):
        self.w = w

    def loss(self, x):
        return jnp.sum((self.w * x - 1.0) ** 2)

    def step(self, x):
        return jax.jit(self.loss)(x)  # expect: JXM023 col 16


model = Regressor(jnp.ones(3))
for i in range(3):
    print(model.step(jnp.ones(3) * i))
