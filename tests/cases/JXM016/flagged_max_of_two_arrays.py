# The largest entry of two arrays, taken over a list of them.
import jax.numpy as jnp

a = jnp.linspace(0.0, 1.0, 5)
b = jnp.cos(a)
peak = jnp.max([a, b])  # expect: JXM016 col 16
print(peak)
