import jax.numpy as jnp

from m8 import f8


def f7(x):
    return f8(jnp.asarray(x))
