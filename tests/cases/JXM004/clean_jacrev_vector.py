import jax
import jax.numpy as jnp

# The Jacobian of a vector function is what jacrev is for.
J = jax.jacrev(lambda x: x * 2.0)(jnp.ones(3))
H = jax.jacfwd(jnp.sin)(jnp.ones(3))
