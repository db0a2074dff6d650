# print of a plain string inside jit to see when (re)tracing happens: a deliberate trace-time side effect
import jax
import jax.numpy as jnp


@jax.jit
def f(x):
    print("tracing f")
    return x * 2


f(jnp.ones(2))
f(jnp.ones(2))
f(jnp.ones(3))
