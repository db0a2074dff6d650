import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class Model(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(x)


def train_step(state, batch):
    def loss_fn(params):
        return jnp.mean(state.apply_fn(params, batch) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads), loss


train_step = jax.jit(train_step, donate_argnums=0)
model = Model()
batch = jnp.ones((4, 3))
params = model.init(jax.random.key(0), batch)
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))
for _ in range(3):
    state, loss = train_step(state, batch)
print(state.step, loss)
