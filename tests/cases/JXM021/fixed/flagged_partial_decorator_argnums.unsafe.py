from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(1,))  # expect: JXM021 col 38
def pad_to(x, length):
    return jnp.pad(x, (0, length - x.shape[0]))


print(pad_to(jnp.ones(2), 4))
