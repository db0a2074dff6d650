import jax.numpy as jnp


def normalise(x):
    scale = float(jnp.max(jnp.abs(x)))  # expect: JXM007 col 13
    return x / scale
