import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(4)(x)
        if train:
            x = x * 0.5
        return x


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        # static_argnums counts self: 2 is train, a Python bool under remat.
        return nn.remat(Block, static_argnums=(2,))()(x, False)


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
print(model.apply(variables, jnp.ones((2, 3))).shape)
