import jax.numpy as jnp
from flax import nnx


class Block(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, x):
        y = self.linear(x)
        return jnp.where(y.sum() > 0, y, x)  # expect: JXM002 col 12


@nnx.jit
def step(model: Block, x):
    return model(x)


print(step(Block(nnx.Rngs(0)), jnp.ones((2, 3))))
