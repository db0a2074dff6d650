import jax
import jax.numpy as jnp
from flax import nnx


class Limited(nnx.Module):
    def __init__(self, rngs):
        self.w = nnx.Param(jax.random.normal(rngs.params(), (2, 2)))
        self.limit = nnx.Param(4)  # a Variable: a leaf of the state, traced under jit


@jax.jit
def step(model, x):
    if model.limit.value == 4:  # expect: JXM002 col 8
        return x @ model.w.value
    return x


step(Limited(nnx.Rngs(0)), jnp.ones((1, 2)))
