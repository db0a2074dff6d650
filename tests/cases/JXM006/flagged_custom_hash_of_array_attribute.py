# The jax docs' Sharp Bits class made hashable by hand (https://github.com/jax-ml/jax/issues/39858):
# its __hash__ hashes self.x, and with a JAX array in x the static self cannot hash.
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


c = CustomClass(jnp.array(2.0), True)
print(c.calc(3))  # expect: JXM006 col 7
