import jax
import jax.numpy as jnp

k1, k2 = jax.random.split(jax.random.PRNGKey(42))  # expect: JXM017 col 27
w = jax.random.normal(k1, (3, 3))
print(jnp.linalg.norm(w))
