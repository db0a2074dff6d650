import jax.numpy as jnp
from flax import nnx

# Per-example gradients: nnx.vmap over nnx.grad maps the model's parameters with the
# examples; w leads with 3, b with 1, the batch with 5.


class LinearRegression(nnx.Module):
    def __init__(self):
        self.w = nnx.Param(jnp.zeros((3, 1)))
        self.b = nnx.Param(jnp.zeros((1,)))

    def __call__(self, x):
        return x @ self.w + self.b


def loss_fn(model, x, y):
    return jnp.sum((model(x) - y) ** 2)


model = LinearRegression()
xs = jnp.ones((5, 3))
ys = jnp.ones((5, 1))
grads = nnx.vmap(nnx.grad(loss_fn))(model, xs, ys)  # expect: JXM005 col 9
print(grads)
