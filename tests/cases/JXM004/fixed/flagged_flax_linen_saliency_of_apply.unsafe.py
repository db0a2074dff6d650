import flax.linen as nn
import jax
import jax.numpy as jnp

# The saliency of the model's output: its last layer is nn.Dense(1), so the apply returns
# shape (1, 1), not a scalar.


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        x = nn.Dense(16)(x)
        x = nn.relu(x)
        return nn.Dense(1)(x)


model = MLP()
x = jnp.ones((1, 4))
params = model.init(jax.random.PRNGKey(0), x)
saliency = jax.grad(lambda x: jnp.sum(model.apply(params, x)))(x)  # expect: JXM004 col 12
