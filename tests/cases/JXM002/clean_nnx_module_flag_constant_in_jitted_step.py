import jax.numpy as jnp
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(3, 2, rngs=rngs)

    def __call__(self, x, use_relu):
        y = self.linear(x)
        if use_relu:
            y = nnx.relu(y)
        return y


@nnx.jit
def forward(model: MLP, x):
    return model(x, True)  # a Python bool written in the traced code: no tracer


model = MLP(nnx.Rngs(0))
print(forward(model, jnp.ones((2, 3))))
