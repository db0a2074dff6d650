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
x = jnp.ones((16, 4))
root = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(root)
params = model.init(params_key, x, train=False)


@jax.jit
def forward(params, x, key):
    return model.apply(params, x, train=True, rngs={"dropout": key})


for step in range(3):
    out = forward(params, x, jax.random.fold_in(dropout_key, step))
    print(step, out.sum())
