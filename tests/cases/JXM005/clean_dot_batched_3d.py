import jax
import jax.numpy as jnp

# For rank 3 jnp.dot is not matmul: the result here is (1, 3, 5, 6).
a = jnp.dot(jnp.ones((1, 3, 4)), jnp.ones((5, 4, 6)))
out = jax.vmap(lambda u, s: u.sum() * s)(a, jnp.ones(1))
