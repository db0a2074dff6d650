import jax.numpy as jnp


def f9(x):
    if jnp.sum(x) > 0:  # expect: JXM002 col 8
        return x
    return -x
