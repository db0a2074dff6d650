import jax.numpy as jnp

x = jnp.zeros(3)
x = x.at[0].set(1.0)  # a new array; under jit the copy is usually elided
