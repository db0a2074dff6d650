import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)
X = jax.random.normal(key, (16, 2))


def predictions(w):
    return jnp.sum(jnp.dot(X, w))


dw = jax.grad(predictions)(jnp.zeros(2))  # expect: JXM004 col 6
