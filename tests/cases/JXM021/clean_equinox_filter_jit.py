# equinox's filter_jit decides static arguments itself: no static_argnums to check.
import equinox as eqx
import jax.numpy as jnp


@eqx.filter_jit
def power(x, n):
    return x**n


print(power(jnp.arange(3.0), 2))
