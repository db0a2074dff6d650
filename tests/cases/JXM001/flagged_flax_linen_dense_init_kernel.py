# A single linen layer's init: its kernel sits right under "params".
import flax.linen as nn
import jax
import jax.numpy as jnp

layer = nn.Dense(4)
variables = layer.init(jax.random.PRNGKey(0), jnp.ones((2, 3)))
variables["params"]["kernel"][0, 0] = 1.0  # expect: JXM001 col 1
