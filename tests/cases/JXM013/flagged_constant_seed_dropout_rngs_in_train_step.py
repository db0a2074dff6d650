# The dropout key is rebuilt from a literal seed in the train step: every step drops the same units.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = MLP()


@jax.jit
def train_step(params, x, y):
    def loss_fn(params):
        pred = model.apply(params, x, train=True, rngs={"dropout": jax.random.PRNGKey(0)})
        return jnp.mean((pred - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


x = jnp.ones((16, 4))
y = jnp.ones((16, 1))
params = model.init(jax.random.PRNGKey(1), x, train=False)
for step in range(3):
    params, loss = train_step(params, x, y)  # expect: JXM013 col 20
    print(step, loss)
