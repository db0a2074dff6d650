# A flax nnx layer that skips its projection during warm-up, returning nothing there.
import jax.numpy as jnp
from flax import nnx


class Gate(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, x, warm):
        return nnx.cond(warm, lambda v: None, lambda v: jnp.tanh(self.linear(v)), x)  # expect: JXM024 col 47


print(Gate(nnx.Rngs(0))(jnp.ones(3), True))
