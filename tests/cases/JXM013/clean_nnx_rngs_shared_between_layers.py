import jax.numpy as jnp
from flax import nnx


class AutoEncoder(nnx.Module):
    def __init__(self, rngs: nnx.Rngs):
        # one Rngs handed to both: its params stream advances between the layers
        self.encoder = nnx.Linear(4, 4, rngs=rngs)
        self.decoder = nnx.Linear(4, 4, rngs=rngs)

    def __call__(self, x):
        return self.decoder(nnx.relu(self.encoder(x)))


model = AutoEncoder(nnx.Rngs(params=0, dropout=1))
print(model(jnp.ones((2, 4))).shape)
