# Lookalike: a setup-style model's kernel row frozen with .at[].set, a new array put back in the dict.
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    def setup(self):
        self.hidden = nn.Dense(16)
        self.out = nn.Dense(1)

    def __call__(self, x):
        return self.out(nn.relu(self.hidden(x)))


model = MLP()
params = model.init(jax.random.PRNGKey(0), jnp.ones((4, 3)))["params"]
params["hidden"]["kernel"] = params["hidden"]["kernel"].at[0].set(0.0)
assert float(params["hidden"]["kernel"][0].sum()) == 0.0
