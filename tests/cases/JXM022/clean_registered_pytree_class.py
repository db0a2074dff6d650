# The Sharp Bits' strategy 3: the class is registered as a pytree after its body.
import jax
import jax.numpy as jnp
from jax import tree_util


class CustomClass:
    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    @jax.jit
    def calc(self, y):
        if self.mul:
            return self.x * y
        return y

    def _tree_flatten(self):
        return (self.x,), {"mul": self.mul}

    @classmethod
    def _tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)


tree_util.register_pytree_node(CustomClass, CustomClass._tree_flatten, CustomClass._tree_unflatten)

c = CustomClass(2, True)
print(c.calc(3))
