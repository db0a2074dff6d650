import jax.numpy as jnp
from flax import nnx


@nnx.scan
def accumulate(total, x):
    if total.sum() > 10:  # expect: JXM002 col 8
        total = total * 0
    total = total + x
    return total, total


final, history = accumulate(jnp.zeros(2), jnp.ones((5, 2)))
