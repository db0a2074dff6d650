# under vmap an unmapped argument (in_axes=None) stays a Python int, so it can be a shape
import jax
import jax.numpy as jnp


def embed(x, width):
    return x * jnp.ones(width)


jax.vmap(embed, in_axes=(0, None))(jnp.arange(3.0), 4)
