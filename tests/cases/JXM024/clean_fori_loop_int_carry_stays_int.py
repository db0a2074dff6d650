# An int32 carry that the body keeps int32: integer steps, or a float result cast back.
import jax
import jax.numpy as jnp

counts = jax.lax.fori_loop(0, 5, lambda i, c: c + i, jnp.arange(3))
halved = jax.lax.fori_loop(0, 2, lambda i, c: (c * 0.5).astype(jnp.int32), jnp.array([8, 4]))
print(counts, halved)
