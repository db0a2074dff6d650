# jnp.repeat by an integer factor that jit traces because it is not marked static.
from functools import partial
import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="factor")
def upsample(x, factor):
    return jnp.repeat(x, factor, axis=0)  # expect: JXM008 col 12


upsample(jnp.ones((2, 3)), 2)
