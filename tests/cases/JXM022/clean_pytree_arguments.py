# Pytrees jit traces leaf by leaf: an equinox Module of arrays, a flax struct dataclass, a
# registered class, and a function wrapped in jax.tree_util.Partial.
import equinox as eqx
import jax
import jax.numpy as jnp
from flax import struct


class Affine(eqx.Module):
    w: jax.Array


@struct.dataclass
class State:
    w: jax.Array


@jax.tree_util.register_pytree_node_class
class Box:
    def __init__(self, w):
        self.w = w

    def tree_flatten(self):
        return (self.w,), None

    @classmethod
    def tree_unflatten(cls, aux, children):
        return cls(*children)


def double(x):
    return 2 * x


@jax.jit
def use(thing, x):
    return thing.w * x


@jax.jit
def call(fn, x):
    return fn(x)


x = jnp.arange(3.0)
print(use(Affine(jnp.ones(3)), x), use(State(jnp.ones(3)), x), use(Box(jnp.ones(3)), x))
print(call(jax.tree_util.Partial(double), x))
