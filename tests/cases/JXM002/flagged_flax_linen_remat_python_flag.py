import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, train):
        x = nn.Dense(4)(x)
        if train:  # expect: JXM002 col 12
            x = nn.Dropout(0.1, deterministic=False)(x)
        return x


class Net(nn.Module):
    @nn.compact
    def __call__(self, x):
        # nn.remat stages every argument of Block.__call__ unless static_argnums names it.
        return nn.remat(Block)()(x, False)


model = Net()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
