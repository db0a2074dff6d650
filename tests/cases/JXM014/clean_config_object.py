# the config object: `from jax import config`, jax.config.update, jax.config.<flag> reads
import jax
import jax.numpy as jnp
from jax import config

config.update("jax_enable_x64", True)
jax.config.update("jax_debug_nans", False)
print(jax.config.jax_enable_x64, jnp.ones(2).dtype)
