import jax.numpy as jnp

x = jnp.zeros(3)
x = x.at[0].set(1.0)  # expect: JXM001 col 1
