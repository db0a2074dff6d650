import jax
import jax.numpy as jnp


def scale(x, factor):
    return x * factor


scaled = jax.jit(scale)  # expect: JXM021 col 40
print(scaled(jnp.ones(2), 3.0))
