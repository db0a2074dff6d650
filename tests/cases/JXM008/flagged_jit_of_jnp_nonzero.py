# jnp.nonzero itself handed to jax.jit, as jnp.nonzero's own docstring shows failing.
import jax
import jax.numpy as jnp

x = jnp.array([0, 5, 0, 6, 0, 7])
jax.jit(jnp.nonzero)(x)  # expect: JXM008 col 1
