# Every call of the helper hands train=False: dropout is off, the fixed key draws nothing.
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
def eval_step(params, x, y):
    return jnp.mean((forward(params, x, False) - y) ** 2)


x = jnp.ones((8, 4))
y = jnp.zeros((8, 1))
params = model.init(jax.random.PRNGKey(1), x)["params"]
for step in range(3):
    print(step, eval_step(params, x, y))
