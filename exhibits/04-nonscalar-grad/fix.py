import jax
import jax.numpy as jnp

g = jax.vmap(jax.grad(lambda x: x * 2.0))(jnp.ones(3))  # the derivative at each of the 3 points
J = jax.jacrev(lambda x: x * 2.0)(jnp.ones(3))  # the full Jacobian, if that was the ask
