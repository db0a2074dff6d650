# flax#3630's shape: nn.checkpoint over a Module class, rebound to its name; init leaves the
# flag at its default (a Python value), apply hands it in the slot static_argnums does not
# name (self counts as 0), so the checkpoint traces it
import flax.linen as nn
import jax
import jax.numpy as jnp


class Block(nn.Module):
    @nn.compact
    def __call__(self, x, deterministic=True):
        x = nn.Dense(8)(x)
        if not deterministic:  # expect: JXM002 col 16
            x = x * 0.5
        return x


Block = nn.checkpoint(Block, static_argnums=(1,))

block = Block()
variables = block.init(jax.random.PRNGKey(0), jnp.ones((2, 4)))
block.apply(variables, jnp.ones((2, 4)), False)
