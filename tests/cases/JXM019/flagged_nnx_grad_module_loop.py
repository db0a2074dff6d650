# An nnx module applies its layer inside a while_loop; nnx.grad differentiates the model.
import jax
import jax.numpy as jnp
from flax import nnx
from jax import lax


class Iterated(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, x):
        return lax.while_loop(lambda h: jnp.sum(h**2) > 1.0, lambda h: 0.5 * jnp.tanh(self.linear(h)), x)  # expect: JXM019 col 16


def loss_fn(model, x):
    return jnp.sum(model(x) ** 2)


model = Iterated(nnx.Rngs(0))
grads = nnx.grad(loss_fn)(model, 4.0 * jnp.ones(3))
print(grads)
