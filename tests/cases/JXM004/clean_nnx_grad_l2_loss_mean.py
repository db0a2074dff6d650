import jax.numpy as jnp
import optax
from flax import nnx

# The batch's mean l2 loss: a scalar.


def loss_fn(model, x, y):
    return optax.l2_loss(model(x), y).mean()


@nnx.jit
def train_step(model, x, y):
    grads = nnx.grad(loss_fn)(model, x, y)
    return grads


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
x = jnp.ones((16, 3))
y = jnp.zeros((16, 1))
grads = train_step(model, x, y)
print(jnp.shape(grads.kernel.value))
