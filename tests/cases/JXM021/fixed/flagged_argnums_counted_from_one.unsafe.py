# The second parameter meant static, counted from 1.
import jax
import jax.numpy as jnp


def power(x, n):
    return x**n


power_jit = jax.jit(power)  # expect: JXM021 col 43
print(power_jit(jnp.arange(3.0), 2))
