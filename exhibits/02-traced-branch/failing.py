import jax
import jax.numpy as jnp

@jax.jit
def f(x):
    if x.sum() > 0:  # the tracer has no value to branch on
        return x
    return -x

f(jnp.ones(3))
