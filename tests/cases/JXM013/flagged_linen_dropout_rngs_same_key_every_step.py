# The same dropout key handed to every apply of a training loop: every step drops the same units.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool):
        x = nn.Dense(32)(x)
        x = nn.Dropout(rate=0.2)(x, deterministic=not train)
        return nn.Dense(1)(x)


model = MLP()
x = jnp.ones((16, 4))
key = jax.random.PRNGKey(0)
params_key, dropout_key = jax.random.split(key)
params = model.init(params_key, x, train=False)
for step in range(3):
    out = model.apply(params, x, train=True, rngs={"dropout": dropout_key})  # expect: JXM013 col 11
    print(step, out.sum())
