# Lookalike: an nnx.Param updated the functional way, its .value replaced with .at[].set.
import jax.numpy as jnp
from flax import nnx


class Scale(nnx.Module):
    def __init__(self, features):
        self.w = nnx.Param(jnp.ones(features))

    def freeze_first(self):
        self.w.value = self.w.value.at[0].set(0.0)


model = Scale(3)
model.freeze_first()
assert float(model.w.value[0]) == 0.0
