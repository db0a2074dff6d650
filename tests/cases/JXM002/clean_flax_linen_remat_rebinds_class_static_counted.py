# The fix of flax#3946: static_argnums=(2,) counts self, so train is static (a Python bool)
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.Dense(16)(x)
        return nn.Dense(1)(nn.relu(x))


MLP = nn.remat(MLP, static_argnums=(2,))

model = MLP()
variables = model.init(jax.random.PRNGKey(42), jnp.ones((4, 8)), True)
