import jax
import jax.numpy as jnp


def scale(x, factor):
    return x * factor


scaled = jax.jit(scale, static_argnums=-1)
print(scaled(jnp.ones(2), 3.0))
