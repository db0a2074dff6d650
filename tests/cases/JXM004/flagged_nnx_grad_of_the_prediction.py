import jax.numpy as jnp
from flax import nnx

# The "loss" returns the model's predictions, shape (5, 1): nnx.grad needs a scalar.

model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
x = jnp.ones((5, 3))


def loss_fn(model):
    return model(x)


grads = nnx.grad(loss_fn)(model)  # expect: JXM004 col 9
