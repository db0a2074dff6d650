# The shape of the loop above written as two calls (a notebook's `key = PRNGKey(0)` in its first
# cell, then a helper that reads it): each call of the helper draws the same numbers.
import jax
import jax.numpy as jnp

key = jax.random.PRNGKey(0)


def init_layer(n_in, n_out):
    w = jax.random.normal(key, (n_in, n_out))
    return w, jnp.zeros(n_out)


w1, b1 = init_layer(3, 3)
w2, b2 = init_layer(3, 3)  # expect: JXM013 col 10
print("layers identical:", bool((w1 == w2).all()))
