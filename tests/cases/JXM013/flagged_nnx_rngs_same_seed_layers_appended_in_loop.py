import jax.numpy as jnp
from flax import nnx


class MLP(nnx.Module):
    def __init__(self):
        layers = []
        for _ in range(3):
            layers.append(nnx.Linear(16, 16, rngs=nnx.Rngs(0)))  # expect: JXM013 col 27
        self.layers = nnx.List(layers)

    def __call__(self, x):
        for layer in self.layers:
            x = nnx.relu(layer(x))
        return x


model = MLP()
print(model(jnp.ones((2, 16))).shape)
