# Shape 4 trap: a @jax.vmap def called with a keyword argument whose axis 0 agrees.
import jax
import jax.numpy as jnp


@jax.vmap
def f(x, y):
    return x + y


print(f(jnp.array([1, 2]), y=jnp.array([3, 4])))
