import jax
import jax.numpy as jnp


def pair(x, y):
    return x @ y


x = jnp.ones((3, 5))
y = jnp.zeros((3, 5))
vf = jax.vmap(pair, in_axes=1)
vf(x, y)
