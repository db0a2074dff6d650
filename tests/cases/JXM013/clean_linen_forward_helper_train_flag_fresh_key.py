# The helper hands on a key the step receives, split afresh by the loop: new units each step.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(16)(x)
        x = nn.Dropout(0.5, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = MLP()


def forward(params, x, train, key):
    return model.apply({"params": params}, x, train=train, rngs={"dropout": key})


@jax.jit
def train_step(params, x, y, key):
    def loss_fn(p):
        return jnp.mean((forward(p, x, True, key) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


x = jnp.ones((8, 4))
y = jnp.zeros((8, 1))
params = model.init(jax.random.PRNGKey(1), x)["params"]
key = jax.random.PRNGKey(2)
for step in range(3):
    key, dropout_key = jax.random.split(key)
    params, loss = train_step(params, x, y, dropout_key)
    print(step, loss)
