# The list converted first: jnp.array takes a Python list.
import jax.numpy as jnp

total = jnp.sum(jnp.array([1, 2, 3]))
peak = jnp.asarray([0.5, 2.0]).max()
print(total, peak)
