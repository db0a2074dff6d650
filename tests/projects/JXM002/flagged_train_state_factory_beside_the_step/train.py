import jax
import jax.numpy as jnp
import optax
from flax.training import train_state

from model import MLP


def create_state(rng, lr=1e-3):
    model = MLP()
    params = model.init(rng, jnp.ones((1, 4)))["params"]
    return train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(lr))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        pred = state.apply_fn({"params": params}, x)
        return jnp.mean((pred - y) ** 2)

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)
