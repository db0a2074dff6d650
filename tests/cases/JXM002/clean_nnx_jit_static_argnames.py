import jax.numpy as jnp
from flax import nnx


@nnx.jit(static_argnames="factor")
def scale(x, factor):
    if factor > 1:
        return x * factor
    return x


print(scale(jnp.ones(3), factor=2.0))
