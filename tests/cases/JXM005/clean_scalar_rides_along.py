from jax import vmap as V
import jax.numpy as jnp


def affine(x, b):
    return 2.0 * x + b


V(affine, in_axes=(0, None))(jnp.ones(3), 0.5)
