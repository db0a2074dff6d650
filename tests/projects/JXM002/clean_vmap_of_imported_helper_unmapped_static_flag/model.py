import jax.numpy as jnp


def scale(x, flip):
    if flip:
        return -x
    return 2.0 * jnp.abs(x)
