# an inverse-square-root schedule through optax.inject_hyperparams, in an nnx Optimizer whose
# update runs under nnx.jit: the schedule gets the traced step count
import jax.numpy as jnp
import numpy as np
import optax
from flax import nnx


def rsqrt_schedule(count):
    return 0.1 / np.sqrt(count + 1.0)  # expect: JXM009 col 18


model = nnx.Linear(3, 1, rngs=nnx.Rngs(0))
optimizer = nnx.Optimizer(model, optax.inject_hyperparams(optax.sgd)(learning_rate=rsqrt_schedule), wrt=nnx.Param)


@nnx.jit
def train_step(model, optimizer, x, y):
    def loss_fn(model):
        return jnp.mean((model(x) - y) ** 2)

    grads = nnx.grad(loss_fn)(model)
    optimizer.update(model, grads)


train_step(model, optimizer, jnp.ones((4, 3)), jnp.zeros((4, 1)))
