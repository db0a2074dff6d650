import jax
import jax.numpy as jnp


@jax.jit
def unit(x):
    norm = jnp.sqrt(jnp.sum(x * x)) or 1.0  # expect: JXM002 col 12
    return x / norm


unit(jnp.array([3.0, 4.0]))
