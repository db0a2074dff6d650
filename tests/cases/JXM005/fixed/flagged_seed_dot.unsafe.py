import jax
import jax.numpy as jnp


def dot(a, b):
    return a @ b


a = jnp.ones((32, 8))
b = jnp.ones(8)
jax.vmap(dot, in_axes=(0, None))(a, b)  # expect: JXM005 col 1
