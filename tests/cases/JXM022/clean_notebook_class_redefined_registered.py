# A class redefined cell after cell: the first definition marks self static, the last is
# registered as a pytree; each call runs against the definition before it.
from functools import partial

import jax
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


c = CustomClass(2, True)
print(c.calc(3))


class CustomClass:
    def __init__(self, x, mul):
        self.x = x
        self.mul = mul

    @jit
    def calc(self, y):
        if self.mul:
            return self.x * y
        return y

    def _tree_flatten(self):
        return (self.x,), {"mul": self.mul}

    @classmethod
    def _tree_unflatten(cls, aux_data, children):
        return cls(*children, **aux_data)


jax.tree_util.register_pytree_node(CustomClass, CustomClass._tree_flatten, CustomClass._tree_unflatten)
c = CustomClass(jnp.array(2), True)
print(c.calc(3))
