# flax's PyTreeNode is a pytree.
import jax
import jax.numpy as jnp
from flax import struct


class Params(struct.PyTreeNode):
    w: jax.Array

    @jax.jit
    def apply(self, x):
        return self.w @ x


print(Params(jnp.eye(2)).apply(jnp.ones(2)))
