# jnp.repeat with a literal, a static argument, a shape-derived int, and the method with a literal.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n")
def upsample(x, n):
    a = jnp.repeat(x, 2)
    b = jnp.repeat(x, n, axis=0)
    c = jnp.repeat(x, x.shape[0])
    d = x.repeat(3)
    return a.sum() + b.sum() + c.sum() + d.sum()


upsample(jnp.arange(3), n=4)
