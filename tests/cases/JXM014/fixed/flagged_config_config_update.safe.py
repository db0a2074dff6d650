# `jax.config.config.update(...)`, the config object reached through the old submodule path
import jax
import jax.numpy as jnp

jax.config.update("jax_enable_x64", True)  # expect: JXM014 col 1
print(jnp.ones(2).dtype)
