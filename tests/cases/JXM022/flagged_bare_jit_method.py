# The jax docs' Sharp Bits class before any fix: self reaches jit as a traced argument.
from functools import partial

import jax
import jax.numpy as jnp


class CustomClass:
    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    @jax.jit  # expect: JXM022 col 6
    def calc(self, y):
        if self.mul:
            return self.x * y
        return y


c = CustomClass(2, True)
print(c.calc(3))
