import jax.numpy as jnp
from flax import nnx

# The model rides along unmapped (in_axes None), the batch is mapped.

model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))


def predict(model, x):
    return model(x)


xs = jnp.ones((16, 3))
ys = nnx.vmap(predict, in_axes=(None, 0))(model, xs)
assert ys.shape == (16, 2)
