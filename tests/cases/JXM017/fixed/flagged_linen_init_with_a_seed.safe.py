# A linen model initialised with a seed where its rngs go (model.init(0, x)): flax raises
# InvalidRngError "RNGs should be of shape (2,) or PRNGKey in Module MLP, but rngs are: 0"
# (flax 0.12.8).
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x):
        return nn.Dense(2)(nn.relu(nn.Dense(8)(x)))


model = MLP()
x = jnp.ones((4, 3))
params = model.init(jax.random.PRNGKey(0), x)  # expect: JXM017 col 21
print(model.apply(params, x).shape, jax.__version__)
