import jax
import jax.numpy as jnp

x = jnp.ones((2, 3))
y = jnp.ones((3, 2))
# The last axes: 3 against 2.
z = jax.vmap(jnp.add, in_axes=-1)(x, y)  # expect: JXM005 col 5
