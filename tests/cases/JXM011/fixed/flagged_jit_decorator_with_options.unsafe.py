# jax.jit(static_argnames=...) as a decorator (jax 0.10.2): x is still a tracer, so print shows one
import jax
import jax.numpy as jnp


@jax.jit(static_argnames="n")
def power(x, n):
    jax.debug.print("x = {}", x)  # expect: JXM011 col 5
    return x**n


power(jnp.arange(3.0), 2)
