import jax.numpy as jnp
import optax
from flax import nnx

# optax.l2_loss is per element; nnx.grad needs the scalar the batch's mean would be.


def loss_fn(model, x, y):
    return jnp.mean(optax.l2_loss(model(x), y))


@nnx.jit
def train_step(model, x, y):
    grads = nnx.grad(loss_fn)(model, x, y)  # expect: JXM004 col 13
    return grads


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
x = jnp.ones((16, 3))
y = jnp.zeros((16, 1))
grads = train_step(model, x, y)
