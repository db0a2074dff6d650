# NumPy habit: reduce a list of numbers directly.
import jax.numpy as jnp

total = jnp.sum(jnp.array([1, 2, 3]))  # expect: JXM016 col 17
print(total)
