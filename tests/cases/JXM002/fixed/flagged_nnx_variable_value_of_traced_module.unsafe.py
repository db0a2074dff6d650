import jax
import jax.numpy as jnp
from flax import nnx


class Count(nnx.Variable):
    pass


class Counter(nnx.Module):
    def __init__(self, rngs):
        self.w = nnx.Param(jax.random.normal(rngs.params(), (2, 2)))
        self.limit = nnx.Param(4)  # a Variable: a leaf of the state, traced under jit
        self.count = Count(jnp.array(0))


@jax.jit
def step(model, x):
    return jnp.where(model.limit.value == 4, x @ model.w.value, x)  # expect: JXM002 col 8


@nnx.jit
def bump(model):
    while model.count.value < 3:  # expect: JXM002 col 11
        model.count.value += 1


model = Counter(nnx.Rngs(0))
try:
    step(model, jnp.ones((1, 2)))
except jax.errors.TracerBoolConversionError:
    pass
bump(model)
