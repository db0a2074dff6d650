# printing a value unpacked from a jitted function's *args shows a tracer, once, at trace time
import jax
import jax.numpy as jnp


@jax.jit
def weighted(*args):
    x, w = args
    print("weight:", w)  # expect: JXM011 col 5
    return x * w


weighted(jnp.ones(3), 0.5)
