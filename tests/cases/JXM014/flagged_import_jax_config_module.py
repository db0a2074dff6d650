# `import jax.config` as a module, then jax.config.update(...): https://github.com/pnkraemer/probdiffeq/pull/725
import jax.config  # expect: JXM014 col 1
import jax.numpy as jnp

jax.config.update("jax_enable_x64", True)
print(jnp.ones(2).dtype)
