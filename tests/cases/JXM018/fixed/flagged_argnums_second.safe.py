# The derivative in the second argument, which is given as an int.
import jax
import jax.numpy as jnp


def power(x, n):
    return jnp.sum(x**n)


print(jax.grad(power, argnums=1)(jnp.ones(3), 2.0))  # expect: JXM018 col 47
