import jax.numpy as jnp
from flax import nnx


class Block(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, x):
        y = self.linear(x)
        if y.sum() > 0:  # expect: JXM002 col 12
            return y
        return x


@nnx.jit
def step(model: Block, x):
    return model(x)


print(step(Block(nnx.Rngs(0)), jnp.ones((2, 3))))
