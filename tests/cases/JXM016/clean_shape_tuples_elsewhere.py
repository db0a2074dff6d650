# Tuples as shapes and axes, never as argument 0 of an array function.
import jax.numpy as jnp

x = jnp.zeros((2, 3))
print(jnp.reshape(x, (3, 2)).shape, jnp.transpose(x, (1, 0)).shape, jnp.broadcast_to(1.0, (2, 2)).shape)
print(jnp.full((2,), 1.0), jnp.sum(x, axis=(0, 1)), jnp.ones((4,)).size)
