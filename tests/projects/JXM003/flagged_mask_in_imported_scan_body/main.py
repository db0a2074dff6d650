import jax
import jax.numpy as jnp

from bodies import positive_sum

total, _ = jax.lax.scan(positive_sum, 0.0, jnp.arange(6.0).reshape(2, 3) - 2.0)
print(total)
