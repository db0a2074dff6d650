import jax
import jax.numpy as jnp

# The museum exhibit: the derivative of a vector-valued lambda.
g = jax.vmap(jax.grad(lambda x: x * 2.0))(jnp.ones(3))  # expect: JXM004 col 5
