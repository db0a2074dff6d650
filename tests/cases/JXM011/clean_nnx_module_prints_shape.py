import jax.numpy as jnp
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(3, 2, rngs=rngs)

    def __call__(self, x):
        y = self.linear(x)
        print("activations", y.shape)
        return y


@nnx.jit
def step(model: MLP, x):
    return model(x).sum()


print(step(MLP(nnx.Rngs(0)), jnp.ones((2, 3))))
