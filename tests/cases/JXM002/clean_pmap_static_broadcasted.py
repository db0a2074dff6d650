from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.pmap, static_broadcasted_argnums=1)
def scale(x, clip):
    if clip:  # a static argument: a Python bool at trace time
        return jnp.clip(x, 0.0, 1.0)
    return x


scale(jnp.ones((jax.local_device_count(), 3)), True)
