# An nnx Param is mutable: its value is replaced by the edited array.
import jax.numpy as jnp
from flax import nnx


class Model(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 4, rngs=rngs)


model = Model(nnx.Rngs(0))
kernel = model.linear.kernel
kernel.value = kernel.value.at[0].set(0.0)
print(model.linear.kernel.value[0])
