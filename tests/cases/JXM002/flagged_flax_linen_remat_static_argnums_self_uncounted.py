# flax#3946: nn.remat's static_argnums counts self, so (1,) names x, not train: the train flag
# that init hands Net.__call__ reaches the block staged, and `not train` converts a tracer
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.BatchNorm(use_running_average=not train)(x)  # expect: JXM002 col 50
        x = nn.Dense(16)(x)
        return nn.Dense(1)(nn.relu(x))


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        block = nn.remat(MLP, static_argnums=(1,))
        return block()(x, train)


model = Net()
variables = model.init(jax.random.PRNGKey(42), jnp.ones((4, 8)), True)
