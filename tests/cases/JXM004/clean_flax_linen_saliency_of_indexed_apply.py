import flax.linen as nn
import jax
import jax.numpy as jnp

# The saliency of the one output, indexed to a scalar.


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(16)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)


model = MLP()
x = jnp.ones((1, 4))
params = model.init(jax.random.PRNGKey(0), x)
saliency = jax.grad(lambda x: model.apply(params, x)[0, 0])(x)
print(saliency.shape)
