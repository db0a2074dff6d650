# The derivative tabulated at the integers of a range.
import jax
import jax.numpy as jnp


def f(x):
    return jnp.exp(-(x**2))


print([jax.grad(f)(x) for x in range(5)])  # expect: JXM018 col 20
