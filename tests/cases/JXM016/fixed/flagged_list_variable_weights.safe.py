# Mixture weights kept as a Python list, normalised with jax.numpy.
import jax.numpy as jnp

weights = [0.2, 0.3, 0.5]
log_weights = jnp.log(jnp.array(weights))  # expect: JXM016 col 23
print(log_weights)
