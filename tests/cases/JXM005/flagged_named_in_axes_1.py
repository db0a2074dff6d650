import jax
import jax.numpy as jnp


def pair(x, y):
    return x.sum() + y.sum()


x = jnp.ones((3, 4))
y = jnp.zeros((3, 5))
vf = jax.vmap(pair, in_axes=1)
vf(x, y)  # expect: JXM005 col 1
