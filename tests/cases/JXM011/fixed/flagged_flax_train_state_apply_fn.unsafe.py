import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(10)(x)
        jax.debug.print("logits {}", x)  # expect: JXM011 col 9
        return x


model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 4)))["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.sgd(0.1))


@jax.jit
def train_step(state, batch):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, batch)
        return jnp.mean(logits**2)

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


state = train_step(state, jnp.ones((2, 4)))
