# flax#3946 fixed: nn.remat's static_argnums counts self, so (2,) keeps the train flag a Python bool
import flax.linen as nn
import jax
import jax.numpy as jnp


class MLP(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.BatchNorm(use_running_average=not train)(x)
        x = nn.Dense(16)(x)
        return nn.Dense(1)(nn.relu(x))


class Net(nn.Module):
    @nn.compact
    def __call__(self, x, train: bool = True):
        block = nn.remat(MLP, static_argnums=(2,))  # 0 is self: 2 names train
        return block()(x, train)


model = Net()
variables = model.init(jax.random.PRNGKey(42), jnp.ones((4, 8)), True)
