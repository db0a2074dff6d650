# A carry built from a list of whole numbers (int32, strongly typed) divided each step.
import jax
import jax.numpy as jnp

counts = jnp.array([4, 8])
halved = jax.lax.fori_loop(0, 2, lambda i, c: c / 2, counts)  # expect: JXM024 col 34
print(halved)
