import jax
import jax.numpy as jnp


@jax.vmap
def add(x, y):
    return x + y


add(jnp.arange(3), jnp.arange(4))  # expect: JXM005 col 1
