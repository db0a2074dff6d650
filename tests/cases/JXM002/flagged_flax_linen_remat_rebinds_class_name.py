# flax#3946 as written: the module rebinds the class name to nn.remat(MLP, static_argnums=(1,)).
# remat's static_argnums counts self, so (1,) names x, not train: init hands train traced
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.BatchNorm(use_running_average=not train)(x)  # expect: JXM002 col 50
        x = nn.Dense(16)(x)
        return nn.Dense(1)(nn.relu(x))


MLP = nn.remat(MLP, static_argnums=(1,))

model = MLP()
variables = model.init(jax.random.PRNGKey(42), jnp.ones((4, 8)), True)
