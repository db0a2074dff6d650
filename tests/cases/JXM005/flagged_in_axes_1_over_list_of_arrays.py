# in_axes=1 for a list of arrays maps axis 1 of every leaf: each list element's axis 1 (2)
# disagrees with the other argument's axis 0 (10). From jax's tests (issue 705, api_test.py).
import jax
import jax.numpy as jnp


def h(a, b):
    return jnp.sum(a) + sum(jnp.sum(u) for u in b)


X = jnp.ones((10, 4))
U = jnp.ones((10, 2))
jax.vmap(h, in_axes=(0, 1))(X, [U, U])  # expect: JXM005 col 1
