# nnx.jit hands the arguments after the model in as tracers, those in *batch too
import jax.numpy as jnp
from flax import nnx


class Scale(nnx.Module):
    def __init__(self):
        self.w = nnx.Param(jnp.ones(3))

    def __call__(self, x):
        return self.w * x


@nnx.jit
def step(model, *batch):
    x, threshold = batch
    y = model(x)
    if threshold > 0:  # expect: JXM002 col 8
        y = y * threshold
    return y


step(Scale(), jnp.ones(3), 2.0)
