import jax.numpy as jnp

from m4 import f4


def f3(x):
    return f4(jnp.asarray(x))
