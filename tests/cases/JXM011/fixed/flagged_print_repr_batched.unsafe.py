# print(repr(y)) inside a function mapped by jax.vmap over rows (https://github.com/jax-ml/jax/pull/2591 example)
import jax
import jax.numpy as jnp


@jax.vmap
def f(x):
    y = x ** 2
    jax.debug.print("{!r}", y)  # expect: JXM011 col 5
    return y


f(jnp.arange(4.0))
