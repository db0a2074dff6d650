import jax
import jax.numpy as jnp

grid = jnp.arange(12).reshape(3, 4)
row = jnp.zeros(3)
f = jax.vmap(lambda r, v: r * v, in_axes=[1, 0])
f(grid, row)  # expect: JXM005 col 1
