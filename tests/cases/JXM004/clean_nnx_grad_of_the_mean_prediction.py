import jax.numpy as jnp
from flax import nnx

# The mean of the predictions is a scalar.

model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
x = jnp.ones((5, 3))


def loss_fn(model):
    return jnp.mean(model(x))


grads = nnx.grad(loss_fn)(model)
print(grads)
