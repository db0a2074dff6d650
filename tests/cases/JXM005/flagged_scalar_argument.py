import jax
import jax.numpy as jnp


def affine(x, b):
    return 2.0 * x + b


# in_axes defaults to 0 for every argument, including the Python float.
jax.vmap(affine)(jnp.ones(3), 0.5)  # expect: JXM005 col 1
