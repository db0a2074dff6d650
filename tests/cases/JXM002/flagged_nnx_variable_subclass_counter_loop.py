import jax.numpy as jnp
from flax import nnx


class Count(nnx.Variable):
    pass


class Counter(nnx.Module):
    def __init__(self):
        self.count = Count(jnp.array(0))


@nnx.jit
def bump(model):
    while model.count.value < 3:  # expect: JXM002 col 11
        model.count.value += 1


bump(Counter())
