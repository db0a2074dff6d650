# The jax docs' Sharp Bits class made hashable by hand, holding Python values: it hashes.
from functools import partial

import jax.numpy as jnp
from jax import jit


class CustomClass:
    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    @partial(jit, static_argnums=0)
    def calc(self, y):
        if self.mul:
            return self.x * y
        return y

    def __hash__(self):
        return hash((self.x, self.mul))

    def __eq__(self, other):
        return isinstance(other, CustomClass) and (self.x, self.mul) == (other.x, other.mul)


c = CustomClass(2, True)
print(c.calc(jnp.ones(3)))
