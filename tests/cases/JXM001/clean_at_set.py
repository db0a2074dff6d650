import jax.numpy as jnp

x = jnp.zeros(3)
x = x.at[0].set(1.0)
x = x.at[1:].add(2.0)
