import jax.numpy as jnp
from flax import nnx


@nnx.jit
def scale(x, factor):
    return jnp.where(factor > 1, x * factor, x)  # expect: JXM002 col 8


print(scale(jnp.ones(3), 2.0))
