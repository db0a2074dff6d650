# A static parameter with a default may be left out of the call.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,), static_argnames=("mode",))
def pad(x, length=4, mode="constant"):
    return jnp.pad(x, (0, length - x.shape[0]), mode=mode)


print(pad(jnp.ones(2)))
