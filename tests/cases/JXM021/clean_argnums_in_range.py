import jax
import jax.numpy as jnp


def power(x, n):
    return x**n


power_jit = jax.jit(power, static_argnums=1)
print(power_jit(jnp.arange(3.0), 2))
