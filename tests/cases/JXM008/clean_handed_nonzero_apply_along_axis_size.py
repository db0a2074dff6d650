# apply_along_axis hands its keywords on to the function: size= sizes nonzero's output
import jax.numpy as jnp

x = jnp.array([[0, 0, 1, 1], [1, 1, 0, 0], [0, 1, 1, 0]])
rows = jnp.apply_along_axis(jnp.nonzero, 1, x, size=2)
