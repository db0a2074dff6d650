# Shape 2 trap: the Python-if draft of absolute is never transformed; vmap is applied only to the redefinition below it.
import jax
import jax.numpy as jnp


def absolute(x):
    if x > 0:
        return x
    else:
        return -x


print(absolute(-3.0))


def absolute(x):
    return jnp.where(x > 0, x, -x)


print(jax.vmap(absolute)(jnp.arange(-2.0, 3.0)))
