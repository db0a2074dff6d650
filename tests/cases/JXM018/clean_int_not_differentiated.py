# The int is an argument grad does not differentiate (argnums=0).
import jax
import jax.numpy as jnp


def power(x, n):
    return jnp.sum(x**n)


print(jax.grad(power)(jnp.ones(3), 2), jax.grad(power, argnums=0)(jnp.ones(3), 3))
