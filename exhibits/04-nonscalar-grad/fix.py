import jax
import jax.numpy as jnp

g = jax.grad(lambda x: jnp.sum(x * 2.0))(jnp.ones(3))
J = jax.jacrev(lambda x: x * 2.0)(jnp.ones(3))  # the full Jacobian, if that was the ask
