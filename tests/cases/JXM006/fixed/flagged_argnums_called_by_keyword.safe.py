import functools

import jax
import jax.numpy as jnp


@functools.partial(jax.jit, static_argnums=(1,))
def moments(x, orders):
    return jnp.stack([jnp.mean(x**k) for k in orders])


moments(jnp.arange(4.0), orders=(1, 2))  # expect: JXM006 col 33
