# Each iteration jits the method of another instance: a different program each time, meant.
import jax
import jax.numpy as jnp


class Polynomial:
    def __init__(self, degree):
        self.degree = degree

    def evaluate(self, x):
        return x ** self.degree


for model in [Polynomial(1), Polynomial(2), Polynomial(3)]:
    print(jax.jit(model.evaluate)(jnp.arange(3.0)))
