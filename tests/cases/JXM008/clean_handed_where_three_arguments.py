# apply_along_axis hands where the row and two more arguments: the three-argument where
import jax.numpy as jnp

x = jnp.array([[0, 0, 1, 1], [1, 1, 0, 0]])
picked = jnp.apply_along_axis(jnp.where, 1, x > 0, 1.0, 0.0)
