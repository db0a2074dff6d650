# the name print is rebound to jax.debug.print, so print(...) here is not the builtin
import jax
import jax.numpy as jnp

print = jax.debug.print


@jax.jit
def f(x):
    y = jnp.cumsum(x)
    print("cumsum = {}", y)
    return y


f(jnp.arange(4.0))
