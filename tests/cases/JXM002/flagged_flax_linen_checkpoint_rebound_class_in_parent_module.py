# flax#3630's shape: the checkpointed class rebound to its name at the top level, built in
# the __call__ of the model around it, which hands it not train in the slot static_argnums
# (1,) does not name (self counts as 0): the checkpoint traces deterministic
import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic):
        x = nn.Dense(8)(x)
        if not deterministic:  # expect: JXM002 col 16
            x = x * 0.5
        return x


Block = nn.checkpoint(Block, static_argnums=(1,))


class Model(nn.Module):
    depth: int = 2

    @nn.compact
    def __call__(self, x, train):
        for _ in range(self.depth):
            x = Block()(x, not train)
        return nn.Dense(1)(x)


model = Model()
variables = model.init(jax.random.PRNGKey(0), jnp.ones((4, 8)), True)
