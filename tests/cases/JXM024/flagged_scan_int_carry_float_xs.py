# A running sum kept in an int32 carry while scan adds float rows to it.
import jax
import jax.numpy as jnp

xs = jnp.ones((5, 3))
total, _ = jax.lax.scan(lambda c, x: (c + x, None), jnp.zeros(3, dtype=jnp.int32), xs)  # expect: JXM024 col 25
print(total)
