# Another class is registered as a pytree; this one is not.
from functools import partial

import jax
import jax.numpy as jnp


class Params:
    def __init__(self, w):
        self.w = w

    def tree_flatten(self):
        return (self.w,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


jax.tree_util.register_pytree_node(Params, Params.tree_flatten, Params.tree_unflatten)


class Net:
    def __init__(self, depth):
        self.depth = depth

    @jax.jit  # expect: JXM022 col 6
    def forward(self, params, x):
        return params.w * x


net = Net(2)
print(net.forward(Params(jnp.ones(3)), jnp.ones(3)))
