# A row written as a tuple of floats, stacked with an array: each row must be an array.
import jax.numpy as jnp

first = (0.0, 1.0)
basis = jnp.stack([first, jnp.ones(2)])  # expect: JXM016 col 20
print(basis)
