# The model's key is built right; the input batch is drawn with a seed.
import flax.linen as nn
import jax


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(8)(x)))


model = MLP()
x = jax.random.normal(jax.random.PRNGKey(1), (4, 3))  # expect: JXM017 col 23
params = model.init(jax.random.PRNGKey(0), x)
print(model.apply(params, x).shape)
