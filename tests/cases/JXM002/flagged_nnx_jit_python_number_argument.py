import jax.numpy as jnp
from flax import nnx


@nnx.jit
def scale(x, factor):
    if factor > 1:  # expect: JXM002 col 8
        return x * factor
    return x


print(scale(jnp.ones(3), 2.0))
