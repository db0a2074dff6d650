# One dropout key handed to every step of a jitted train step: the masks repeat.
import flax.linen as nn
import jax
import jax.numpy as jnp
import optax


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.relu(x)
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = MLP()
tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, x, y, dropout_key):
    def loss_fn(params):
        pred = model.apply(params, x, train=True, rngs={"dropout": dropout_key})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    updates, opt_state = tx.update(grads, opt_state)
    return optax.apply_updates(params, updates), opt_state, loss


x = jnp.ones((16, 4))
y = jnp.ones((16, 1))
root = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(root)
params = model.init(params_key, x, train=False)
opt_state = tx.init(params)
for step in range(3):
    dropout_key, dropout_key_1 = jax.random.split(dropout_key)
    params, opt_state, loss = train_step(params, opt_state, x, y, dropout_key_1)  # expect: JXM013 col 31
    print(step, loss)
