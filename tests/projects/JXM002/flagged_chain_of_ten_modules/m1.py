import jax.numpy as jnp

from m2 import f2


def f1(x):
    return f2(jnp.asarray(x))
