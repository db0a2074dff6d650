import jax
import jax.numpy as jnp

@jax.jit
def f(x, n):
    for _ in range(n):  # n is a tracer: range() needs a Python int
        x = x * 2
    return x

f(jnp.ones(3), 3)
