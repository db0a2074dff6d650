import jax
import jax.numpy as jnp

x = jnp.array([1.0, 2.0])
H = jax.hessian(lambda v: jnp.sum(v**3))(x)
g = jax.grad(jax.nn.logsumexp)(x)
