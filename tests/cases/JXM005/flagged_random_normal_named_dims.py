import jax
import jax.numpy as jnp

n, d = 16, 4
key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (n, d))
w = jnp.zeros(d)
scores = jax.vmap(jnp.dot)(X, w)  # expect: JXM005 col 10
