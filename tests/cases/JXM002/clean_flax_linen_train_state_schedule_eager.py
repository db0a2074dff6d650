import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


def make_schedule(base, warmup):
    def schedule(step):
        if step < warmup:
            return base * step / warmup
        return base

    return schedule


model = nn.Dense(1)
params = model.init(jax.random.PRNGKey(0), jnp.ones((4, 3)))
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(make_schedule(1e-3, 10)))


def loss_fn(params, x, y):
    return jnp.mean((state.apply_fn(params, x) - y) ** 2)


# Not jitted: apply_gradients calls the schedule with a concrete step count.
grads = jax.grad(loss_fn)(state.params, jnp.ones((4, 3)), jnp.ones((4, 1)))
new_state = state.apply_gradients(grads=grads)
print(new_state.step)
