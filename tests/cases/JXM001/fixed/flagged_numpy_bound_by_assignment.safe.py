import jax

jnp = jax.numpy  # an alias made by assignment, not by import

weights = jnp.zeros(4)
weights = weights.at[2].set(0.5)  # expect: JXM001 col 1
