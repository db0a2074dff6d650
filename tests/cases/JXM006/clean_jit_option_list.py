import jax
import jax.numpy as jnp


def power(x, n):
    return x**n


power_jit = jax.jit(power, static_argnums=[1])  # a list for jit's own option is fine
power_jit(jnp.ones(3), 3)
