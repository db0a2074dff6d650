# Options that are not literals are not read.
import jax
import jax.numpy as jnp

STATIC = (1,)


def power(x, n):
    return x**n


power_jit = jax.jit(power, static_argnums=STATIC)
print(power_jit(jnp.arange(3.0), 2))
