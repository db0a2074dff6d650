import jax.numpy as jnp
from flax import nnx

# jnp.square of the error, but no mean: one value per example and output, shape (8, 2).

model = nnx.Linear(3, 2, rngs=nnx.Rngs(0))
x = jnp.ones((8, 3))
y = jnp.zeros((8, 2))


def loss_fn(model, x, y):
    return jnp.square(model(x) - y)


loss, grads = nnx.value_and_grad(loss_fn)(model, x, y)  # expect: JXM004 col 15
print(loss)
