# the count taken from a jitted function's *args is a tracer: range() cannot use it
import jax
import jax.numpy as jnp


@jax.jit
def repeat_double(*args):
    x, times = args
    for _ in range(times):  # expect: JXM007 col 14
        x = x * 2
    return x


repeat_double(jnp.ones(2), 3)
