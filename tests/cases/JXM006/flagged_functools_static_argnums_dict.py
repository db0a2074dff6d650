import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def apply(x, config):
    return x * config["scale"]


apply(jnp.ones(3), {"scale": 2.0})  # expect: JXM006 col 20
