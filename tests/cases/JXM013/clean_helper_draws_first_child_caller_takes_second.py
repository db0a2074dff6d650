# A helper splits the key it is given and draws from the first child only; the caller then
# splits the same key and keeps the second child (dynamax's Dirichlet Kalman notebook):
# each child of the one split is drawn from once.
import jax.numpy as jnp
from jax import random as jr


def gen_data(n, key):
    subkey1, subkey2 = jr.split(key)
    x = jr.normal(subkey1, shape=(n, 2))
    y = jnp.round(jnp.sin(0.15 * jnp.pi * x.sum(axis=1)) + 1)
    return x, y


key = jr.PRNGKey(0)
X, y = gen_data(500, key)
_, subkey = jr.split(key)
X_test, y_test = gen_data(100, subkey)
print(X.shape, X_test.shape, float(jnp.abs(X[:100] - X_test).max()) > 0)
