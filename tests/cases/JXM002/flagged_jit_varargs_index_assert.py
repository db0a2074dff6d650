# an element of a jitted function's *args read by index is a tracer: assert cannot check it
import jax
import jax.numpy as jnp


def scale(*args):
    assert args[0] > 0, "scale must be positive"  # expect: JXM002 col 12
    return args[0] * args[1]


scaled = jax.jit(scale)(2.0, jnp.ones(3))
