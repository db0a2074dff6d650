# Raw key data (the legacy representation) is a key: two uint32 words.
import jax
import jax.numpy as jnp

key = jnp.array([0, 42], dtype=jnp.uint32)
print(jax.random.normal(key, (3,)))
