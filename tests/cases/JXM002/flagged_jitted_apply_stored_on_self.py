# self.apply = jax.jit(self.model.apply) in __init__, called with a literal train flag
import jax
import jax.numpy as jnp
import flax.linen as nn


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(4)(x)
        if train:  # expect: JXM002 col 12
            x = x * 0.5
        return x


class Trainer:
    def __init__(self):
        self.model = MLP()
        self.params = self.model.init(jax.random.PRNGKey(0), jnp.ones((2, 3)), False)
        self.apply = jax.jit(self.model.apply)

    def predict(self, x):
        return self.apply(self.params, x, True)


Trainer().predict(jnp.ones((2, 3)))
