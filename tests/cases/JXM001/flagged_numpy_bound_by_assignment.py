import jax

jnp = jax.numpy  # an alias made by assignment, not by import

weights = jnp.zeros(4)
weights[2] = 0.5  # expect: JXM001 col 1
