# A train flag handed to the jitted step reaches the model through state.apply_fn.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax
from flax.training import train_state


class CNN(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(8)(x)
        x = nn.Dropout(0.5, deterministic=not train)(x)  # expect: JXM002 col 47
        return nn.Dense(2)(x)


model = CNN()
params = model.init(jax.random.PRNGKey(0), jnp.ones((1, 4)), train=False)["params"]
state = train_state.TrainState.create(apply_fn=model.apply, params=params, tx=optax.adam(1e-3))


@jax.jit
def train_step(state, x, y, train):
    def loss_fn(params):
        logits = state.apply_fn({"params": params}, x, train=train, rngs={"dropout": jax.random.PRNGKey(1)})
        return optax.softmax_cross_entropy_with_integer_labels(logits, y).mean()

    grads = jax.grad(loss_fn)(state.params)
    return state.apply_gradients(grads=grads)


state = train_step(state, jnp.ones((2, 4)), jnp.zeros(2, jnp.int32), True)
