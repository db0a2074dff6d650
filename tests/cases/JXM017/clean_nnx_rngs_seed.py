# nnx.Rngs takes an int seed and builds the keys itself.
import jax.numpy as jnp
from flax import nnx

rngs = nnx.Rngs(0)
layer = nnx.Linear(3, 2, rngs=rngs)
print(layer(jnp.ones((1, 3))).shape)
