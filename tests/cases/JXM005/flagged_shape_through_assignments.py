import jax
import jax.numpy as jnp

x = jnp.ones((4, 3))
y = x.T
z = jnp.exp(y) * 2


def f(a, b):
    return a.sum() * b.sum()


jax.vmap(f)(x, z)  # expect: JXM005 col 1
