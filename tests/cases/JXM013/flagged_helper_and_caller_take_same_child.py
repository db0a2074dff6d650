# The helper draws from the first child of a split of its key, and the caller splits the
# same key and draws from the first child too: both draw the same numbers.
import jax.numpy as jnp
from jax import random as jr


def gen_data(n, key):
    subkey1, subkey2 = jr.split(key)
    return jr.normal(subkey1, shape=(n, 2))


key = jr.PRNGKey(0)
X = gen_data(5, key)
subkey, _ = jr.split(key)  # expect: JXM013 col 13
X_test = jr.normal(subkey, shape=(5, 2))
print(jnp.abs(X - X_test).max())
