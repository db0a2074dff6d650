import jax.numpy as jnp
from flax import nnx


class AutoEncoder(nnx.Module):
    def __init__(self):
        # a fresh Rngs(0) for each layer: both kernels start from the same numbers
        self.encoder = nnx.Linear(4, 4, rngs=nnx.Rngs(0))
        self.decoder = nnx.Linear(4, 4, rngs=nnx.Rngs(0))  # expect: JXM013 col 24

    def __call__(self, x):
        return self.decoder(nnx.relu(self.encoder(x)))


model = AutoEncoder()
print(model(jnp.ones((2, 4))).shape)
