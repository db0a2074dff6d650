# Evaluation: with train=False the dropout layer draws nothing, so the one key repeats nothing.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = False):
        x = nn.Dense(32)(x)
        x = nn.Dropout(0.2, deterministic=not train)(x)
        return nn.Dense(1)(x)


model = MLP()
key = jax.random.PRNGKey(0)
params = model.init(key, jnp.ones((1, 4)))
for batch in [jnp.ones((16, 4)), jnp.zeros((16, 4))]:
    out = model.apply(params, batch, rngs={"dropout": key})
    print(out.sum())
