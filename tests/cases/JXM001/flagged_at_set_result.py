import jax.numpy as jnp

x = jnp.zeros(3)
y = x.at[0].set(1.0)  # the functional update is right...
y[1] = 2.0  # expect: JXM001 col 1
