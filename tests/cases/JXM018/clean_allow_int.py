# allow_int=True: an integer input gets a float0 gradient instead of an error.
import jax
import jax.numpy as jnp


def f(x, n):
    return jnp.sum(x**2) * n


print(jax.grad(f, argnums=(0, 1), allow_int=True)(jnp.ones(3), 2))
