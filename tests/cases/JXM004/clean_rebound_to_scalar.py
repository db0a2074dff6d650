import jax
import jax.numpy as jnp

c = jnp.ones(3)
c = c.sum()  # c is a scalar from here on


def f(w):
    return w * c


g = jax.grad(f)(1.0)
