# NumPy concatenates lists; jax.numpy refuses a list among the pieces (cf. https://github.com/jax-ml/jax/issues/1013).
import jax.numpy as jnp

history = jnp.zeros(2)
padded = jnp.concatenate([history, [1.0, 2.0]], 0)  # expect: JXM016 col 36
print(padded)
