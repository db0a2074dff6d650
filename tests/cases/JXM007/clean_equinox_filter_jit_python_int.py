import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def scaled(x, n):
    # n is a Python int under filter_jit (jax.jit would make it a tracer)
    return x * float(n) / int(n + 1)


print(scaled(jnp.ones(3), 3))
