import jax
import jax.numpy as jnp

# The museum fix: reduce to a scalar first.
g = jax.grad(lambda x: jnp.sum(x * 2.0))(jnp.ones(3))
