import jax.numpy as jnp
from jax import lax


def grow(v):
    return v * 2 if v.sum() < 100 else v  # expect: JXM002 col 21


def shrink(v):
    return v / 2


x = jnp.arange(3.0)
lax.cond(x[0] > 0, grow, shrink, x)
