from functools import partial, wraps

import jax
import jax.numpy as jnp


def tuple_dims(fn):
    @wraps(fn)
    def wrapper(x, dims):
        return fn(x, tuple(dims))
    return wrapper


@tuple_dims
@partial(jax.jit, static_argnames="dims")
def reduce_dims(x, dims):
    return x.sum(dims)


reduce_dims(jnp.ones((2, 3)), [0])  # the wrapper hands jit a tuple
