import jax.numpy as jnp

layers = [jnp.zeros(2), jnp.zeros(2)]
layers[0] = jnp.ones(2)  # a Python list: item assignment is fine
