# Each value of a dict of JAX arrays, reached by .items(), is a JAX array: zeroing its first row in place fails.
import jax.numpy as jnp

params = {"w": jnp.ones((3, 2)), "b": jnp.zeros(2)}
for name, p in params.items():
    p[0] = 0.0  # expect: JXM001 col 5
