# outside any transform, Python's sum() of jax.numpy arrays is a concrete array: branching on it is fine
import jax.numpy as jnp

parts = [jnp.ones(2), jnp.arange(2.0)]
total = sum(parts[i].sum() for i in range(2))
if total > 2:
    print("large", total)
