import jax as J
import jax.numpy as jnp

a = jnp.ones((5, 3)) @ jnp.ones((3, 7))
b = jnp.ones(5)
# Columns of a (7 of them) against rows of b (5).
J.vmap(lambda col, s: col * s, in_axes=(1, 0))(a, b)  # expect: JXM005 col 1
