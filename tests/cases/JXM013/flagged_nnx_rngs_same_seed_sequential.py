import jax.numpy as jnp
from flax import nnx

model = nnx.Sequential(
    nnx.Linear(8, 8, rngs=nnx.Rngs(2)),
    nnx.relu,
    nnx.Linear(8, 8, rngs=nnx.Rngs(2)),  # expect: JXM013 col 5
)
print(model(jnp.ones((1, 8))).shape)
