# a jitted function's *args is a tuple of tracers: the values unpacked from it cannot be compared in an if
import jax
import jax.numpy as jnp


@jax.jit
def clip_between(*args):
    x, low, high = args
    if x > high:  # expect: JXM002 col 8
        return high
    return jnp.maximum(x, low)


clip_between(1.5, 0.0, 1.0)
