# The list is turned into an array before jax.numpy sees it.
import jax.numpy as jnp

lengths = [3, 5, 2]
lengths = jnp.asarray(lengths)
print(jnp.max(lengths), jnp.argsort(lengths))
