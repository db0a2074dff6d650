# The number of refinement steps is a traced argument of an nnx.jit train step.
import jax.numpy as jnp
import optax
from flax import nnx
from jax import lax


class Model(nnx.Module):
    def __init__(self, rngs):
        self.linear = nnx.Linear(2, 2, rngs=rngs)


def loss_fn(model, x, steps):
    y = lax.fori_loop(0, steps, lambda i, y: jnp.tanh(model.linear(y)), x)  # expect: JXM019 col 9
    return jnp.sum(y**2)


@nnx.jit
def train_step(model, optimizer, x, steps):
    loss, grads = nnx.value_and_grad(loss_fn)(model, x, steps)
    optimizer.update(model, grads)
    return loss


model = Model(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.1), wrt=nnx.Param)
print(train_step(model, optimizer, jnp.ones((1, 2)), 3))
