# An nnx layer's kernel is a Param holding a JAX array: editing its value in place fails.
import jax.numpy as jnp
from flax import nnx


class Model(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 4, rngs=rngs)

    def __call__(self, x):
        return self.linear(x)


model = Model(nnx.Rngs(0))
model.linear.kernel.value[0] = 0.0  # expect: JXM001 col 1
print(model(jnp.ones((1, 3))))
