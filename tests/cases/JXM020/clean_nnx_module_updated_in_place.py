import jax.numpy as jnp
from flax import nnx


class Scale(nnx.Module):
    def __init__(self):
        self.w = nnx.Param(jnp.ones(3))


@nnx.jit(donate_argnums=0)
def double(model):
    model.w.value = model.w.value * 2
    return model


model = Scale()
double(model)
print(model.w.value)
