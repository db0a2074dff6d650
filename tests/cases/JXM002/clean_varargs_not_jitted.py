# a def with *args that no transform takes runs eagerly: its branch sees concrete values
import jax.numpy as jnp


def larger(*args):
    x, y = args
    if x > y:
        return x
    return y


print(larger(jnp.ones(()), 2.0))
