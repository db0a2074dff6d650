# An ensemble of heads averaged over a list of their outputs.
import flax.linen as nn
import jax
import jax.numpy as jnp


class Ensemble(nn.Module):
    def setup(self):
        self.heads = [nn.Dense(1) for _ in range(3)]

    def __call__(self, x):
        return jnp.mean([head(x) for head in self.heads], axis=0)  # expect: JXM016 col 25


model = Ensemble()
x = jnp.ones((2, 4))
params = model.init(jax.random.PRNGKey(0), x)
print(model.apply(params, x).shape)
