# The apply sits in a helper whose train flag every call hands True: each step of the loop
# rebuilds the dropout key from seed 0, so every step drops the same units.
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


def forward(params, x, train):
    return model.apply({"params": params}, x, train=train, rngs={"dropout": jax.random.PRNGKey(0)})


@jax.jit
def train_step(params, x, y):
    def loss_fn(p):
        return jnp.mean((forward(p, x, True) - y) ** 2)

    loss, grads = jax.value_and_grad(loss_fn)(params)
    return jax.tree_util.tree_map(lambda p, g: p - 0.1 * g, params, grads), loss


x = jnp.ones((8, 4))
y = jnp.zeros((8, 1))
params = model.init(jax.random.PRNGKey(1), x)["params"]
for step in range(3):
    params, loss = train_step(params, x, y)  # expect: JXM013 col 20
    print(step, loss)
