# An nnx.Param's .value is the JAX array it was built with: item assignment into it fails.
import jax
import jax.numpy as jnp
from flax import nnx


class Scale(nnx.Module):
    def __init__(self, features):
        self.w = nnx.Param(jnp.ones(features))

    def freeze_first(self):
        self.w.value[0] = 0.0  # expect: JXM001 col 9


model = Scale(3)
model.freeze_first()
