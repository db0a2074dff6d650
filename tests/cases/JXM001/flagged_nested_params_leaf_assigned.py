# A nested parameter dict of JAX arrays: freezing a column of the kernel in place fails.
import jax.numpy as jnp

params = {"dense": {"kernel": jnp.ones((3, 4)), "bias": jnp.zeros(4)}}
params["dense"]["kernel"][:, 0] = 0  # expect: JXM001 col 1
