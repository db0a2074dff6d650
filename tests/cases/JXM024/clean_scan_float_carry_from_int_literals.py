# A float carry built with dtype=float from whole numbers: the body's float output matches it.
import jax
import jax.numpy as jnp

init = jnp.array([1, 2, 3], dtype=jnp.float32)
total, _ = jax.lax.scan(lambda c, x: (c * 0.5 + x, None), init, jnp.ones((4, 3)))
print(total)
