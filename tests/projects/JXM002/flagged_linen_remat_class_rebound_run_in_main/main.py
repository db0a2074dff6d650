import jax
import jax.numpy as jnp

from model import ResidualBlock

block = ResidualBlock(features=8)
x = jnp.ones((4, 8))
variables = block.init(jax.random.PRNGKey(0), x, True)
y, updates = block.apply(variables, x, False, mutable=["batch_stats"])
print(y.shape)
