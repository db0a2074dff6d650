import jax.numpy as jnp

from m1 import f1


def f0(x):
    return f1(jnp.asarray(x))
