import jax as J
import jax.numpy as jnp

a = jnp.ones((5, 3)) @ jnp.ones((3, 7))
b = jnp.ones(7)
J.vmap(lambda col, s: col * s, in_axes=(1, 0))(a, b)
