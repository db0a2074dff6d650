import jax.numpy as jnp


def scale(x, flip):
    if flip:  # expect: JXM002 col 8
        return -x
    return 2.0 * jnp.abs(x)
