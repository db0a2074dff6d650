# jit wraps what the decorator returns, whose signature the file does not show.
import functools

import jax
import jax.numpy as jnp


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        return fn(*args, **kwargs)

    return wrapper


@functools.partial(jax.jit, static_argnums=1)
@logged
def power(x, n):
    return x**n


print(power(jnp.arange(3.0), 2))
