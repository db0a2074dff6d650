import jax
import jax.numpy as jnp

grid = jnp.arange(12.0).reshape(3, 4)
# Outer vmap over rows (3), inner over each row's entries (4).
out = jax.vmap(jax.vmap(lambda v: v * 2.0))(grid)
