import jax.numpy as jnp

from m3 import f3


def f2(x):
    return f3(jnp.asarray(x))
