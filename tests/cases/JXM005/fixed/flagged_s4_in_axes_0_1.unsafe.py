# Shape 4: explicit in_axes=(0, 1) whose mapped sizes disagree (10 vs 2). From https://github.com/jax-ml/jax/issues/705
import jax
import jax.numpy as jnp


def h(a, b):
    return jnp.sum(a) + jnp.sum(b)


X = jnp.ones((10, 4))
U = jnp.ones((10, 2))
jax.vmap(h, in_axes=(0, None))(X, U)  # expect: JXM005 col 1
