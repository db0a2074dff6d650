# float() of a Python sum() of jax.numpy values inside jit: the sum is a tracer
import jax
import jax.numpy as jnp


@jax.jit
def scaled(x):
    norm = sum(jnp.abs(x[i]) for i in range(2))
    return x / float(norm)  # expect: JXM007 col 16


scaled(jnp.array([1.0, -2.0, 3.0]))
