# the prefix length is not the static argument (static_argnums counted self when it was a method), cf. https://github.com/AakashKumarNain/mistral_jax/issues/1
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=(2,))
def get_cache_slice(x, pos, kv_repeats):
    x_slice = x.at[:pos, :, :].get()  # expect: JXM010 col 15
    return jnp.repeat(x_slice, kv_repeats, axis=1)


get_cache_slice(jnp.ones((8, 2, 4)), 3, 2)
