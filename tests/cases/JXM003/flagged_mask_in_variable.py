import jax.numpy as jnp
from jax import jit


@jit
def above(x, threshold):
    mask = x > threshold
    return x[mask].sum()  # expect: JXM003 col 14


above(jnp.arange(5.0), 2.0)
