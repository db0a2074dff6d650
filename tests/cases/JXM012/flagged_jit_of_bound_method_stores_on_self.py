# jax.jit(self.step) traces the bound method: self is the caller's object, so storing a tracer on it leaks (the shape of JAX's tests/api_test.py)
import jax
import jax.numpy as jnp


class Trainer:
    def __init__(self):
        self.last_loss = None

    def step(self, x):
        loss = jnp.sum(x**2)
        self.last_loss = loss  # expect: JXM012 col 9
        return x - 0.1 * x

    def run(self, x):
        x = jax.jit(self.step)(x)
        return x + self.last_loss


print(Trainer().run(jnp.ones(3)))
