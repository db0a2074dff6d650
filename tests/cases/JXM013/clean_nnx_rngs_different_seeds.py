import jax.numpy as jnp
from flax import nnx


class TwoTowers(nnx.Module):
    def __init__(self):
        self.left = nnx.Linear(4, 4, rngs=nnx.Rngs(0))
        self.right = nnx.Linear(4, 4, rngs=nnx.Rngs(1))

    def __call__(self, x):
        return self.left(x) + self.right(x)


print(TwoTowers()(jnp.ones((2, 4))).shape)
