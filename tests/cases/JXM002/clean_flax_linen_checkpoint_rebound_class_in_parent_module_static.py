# The checkpointed class rebound to its name, built in the model around it: static_argnums
# (2,) counts self and names deterministic, which stays the Python bool not train makes
import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.Dense(8)(x)
        if not deterministic:
            x = x * 0.5
        return x


Block = nn.checkpoint(Block, static_argnums=(2,))


class Model(nn.Module):
    depth: int = 2

    @nn.compact
    def __call__(self, x, train):
        for _ in range(self.depth):
            x = Block()(x, not train)
        return nn.Dense(1)(x)


model = Model()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((4, 8)), True)
print(model.apply(variables, jnp.ones((4, 8)), False).shape)
