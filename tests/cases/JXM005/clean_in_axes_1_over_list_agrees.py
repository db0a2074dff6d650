# in_axes=1 for a list of arrays maps axis 1 of every leaf: 10 everywhere, as axis 0 of X.
import jax
import jax.numpy as jnp


def h(a, b):
    return jnp.sum(a) + sum(jnp.sum(u) for u in b)


X = jnp.ones((10, 4))
V = jnp.ones((2, 10))
print(jax.vmap(h, in_axes=(0, 1))(X, [V, V]).shape)
