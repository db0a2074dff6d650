import jax.numpy as jnp
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(3, 2, rngs=rngs)

    def __call__(self, x):
        y = self.linear(x)
        print("activations", y)  # expect: JXM011 col 9
        return y


@nnx.jit
def step(model: MLP, x):
    return model(x).sum()


model = MLP(nnx.Rngs(0))
print(step(model, jnp.ones((2, 3))))
