# a jitted function's *args is a tuple of tracers: the values unpacked from it cannot be compared in an if
import jax
import jax.numpy as jnp


@jax.jit
def clip_between(*args):
    x, low, high = args
    return jnp.where(x > high, high, jnp.maximum(x, low))  # expect: JXM002 col 8


clip_between(1.5, 0.0, 1.0)
