import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def make_schedule(base, warmup):
    def schedule(step):
        if step < warmup:  # expect: JXM002 col 12
            return base * step / warmup
        return base

    return schedule


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(1)(nn.relu(nn.Dense(8)(x)))


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((4, 3)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(make_schedule(1e-3, 10)))


@jax.jit
def train_step(state, x, y):
    def loss_fn(params):
        return jnp.mean((state.apply_fn(params, x) - y) ** 2)

    grads = jax.grad(loss_fn)(state.params)
    # apply_gradients runs tx.update, and so the schedule, inside the trace
    return state.apply_gradients(grads=grads)


for _ in range(2):
    state = train_step(state, jnp.ones((4, 3)), jnp.ones((4, 1)))
print(state.step)
