# A training loop that jits its step in place, as `jax.jit(train_step)(...)` would be written:
# under nnx.jit each iteration builds a new wrapper with an empty trace cache, so the whole
# step (forward, grad, optimizer update) is traced and compiled again on every step.
import jax.numpy as jnp
import optax
from flax import nnx


class MLP(nnx.Module):
    def __init__(self, rngs):
        self.hidden = nnx.Linear(2, 8, rngs=rngs)
        self.out = nnx.Linear(8, 1, rngs=rngs)

    def __call__(self, x):
        return self.out(nnx.relu(self.hidden(x)))


def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x)[:, 0] - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = MLP(nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
x, y = jnp.ones((16, 2)), jnp.zeros(16)
for step in range(3):
    loss = nnx.jit(train_step)(model, optimizer, x, y)  # expect: JXM023 col 12
    print(step, float(loss))
