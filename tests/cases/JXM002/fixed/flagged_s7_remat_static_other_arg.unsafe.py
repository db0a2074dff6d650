# Shape 7: static_argnums=(1,) makes only the second argument static; x stays traced. From https://github.com/jax-ml/jax/pull/24516
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.remat, static_argnums=(1,))
def f(x, _):
    return jnp.where(x > 0, x, jnp.sin(x))  # expect: JXM002 col 8


f(3., 1.)
