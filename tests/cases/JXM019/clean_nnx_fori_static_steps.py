# An nnx module applied a fixed number of times with fori_loop over Python ints.
import jax.numpy as jnp
from flax import nnx
from jax import lax


class Iterated(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(3, 3, rngs=rngs)

    def __call__(self, x):
        return lax.fori_loop(0, 5, lambda i, h: jnp.tanh(self.linear(h)), x)


def loss_fn(model, x):
    return jnp.sum(model(x) ** 2)


model = Iterated(nnx.Rngs(0))
print(nnx.grad(loss_fn)(model, jnp.ones(3)))
