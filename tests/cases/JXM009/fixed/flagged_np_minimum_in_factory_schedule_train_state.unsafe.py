# a warmup schedule made by a factory, the learning_rate keyword of optax.adamw, run by a flax
# TrainState's apply_gradients in a jitted train step: the step count is traced there
import jax
import jax.numpy as jnp
import numpy as np
import optax
from flax import linen as nn
from flax.training import train_state


def make_schedule(base_lr, warmup):
    def lr(step):
        return base_lr * jnp.minimum(1.0, step / warmup)  # expect: JXM009 col 26
    return lr


model = nn.Dense(2)
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 3)))["params"]
tx = optax.adamw(learning_rate=make_schedule(1e-3, 100), weight_decay=1e-4)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=tx)


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn({"params": params}, x) - y) ** 2)

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


state = train_step(state, jnp.ones((4, 3)), jnp.zeros((4, 2)))
