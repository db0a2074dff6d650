# The fix of flagged_nnx_jit_of_train_step_in_training_loop: the wrapper is built once, so
# its cache keeps the step's trace across iterations (1 trace).
import jax.numpy as jnp
import optax
from flax import nnx


def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x)[:, 0] - y) ** 2)

    loss, grads = nnx.value_and_grad(loss_fn)(model)
    optimizer.update(model, grads)
    return loss


model = nnx.Linear(2, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.sgd(0.05), wrt=nnx.Param)
x, y = jnp.ones((16, 2)), jnp.zeros(16)
step_fn = nnx.jit(train_step)
for step in range(3):
    loss = step_fn(model, optimizer, x, y)
print(float(loss))
