import jax
from functools import partial
import jax.numpy as jnp


@partial(jax.jit, static_argnames="dims")
def reduce_dims(x, dims):
    return x.sum(dims)


reduce_dims(jnp.ones((2, 3)), (0,))  # expect: JXM006 col 31
