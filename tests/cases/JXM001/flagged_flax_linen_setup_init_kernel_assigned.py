# Freezing a row of the first kernel in place: a setup-style model's init makes JAX arrays too.
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
params["hidden"]["kernel"][0] = 0.0  # expect: JXM001 col 1
