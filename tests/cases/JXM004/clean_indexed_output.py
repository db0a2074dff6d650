import jax
import jax.numpy as jnp

W = jnp.ones((4, 3))


def first_unit(x):
    return (W @ x)[0]


g = jax.grad(first_unit)(jnp.ones(3))
