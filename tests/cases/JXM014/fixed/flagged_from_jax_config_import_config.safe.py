# `from jax.config import config` to switch on float64: https://github.com/StevePny/DataAssimBench/issues/41
import jax.numpy as jnp
from jax import config  # expect: JXM014 col 1

config.update("jax_enable_x64", True)
print(jnp.ones(2).dtype)
