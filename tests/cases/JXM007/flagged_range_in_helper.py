# range() over a count that a jitted function hands a same-file helper: the helper gets the tracer.
import jax
import jax.numpy as jnp


def polynomial(x, degree):
    total = jnp.zeros_like(x)
    for k in range(degree):  # expect: JXM007 col 14
        total = total + x ** k
    return total


@jax.jit
def model(x, degree):
    return polynomial(x, degree)


model(jnp.ones(3), 3)
