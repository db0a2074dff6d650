# Shape 7: static_argnums=(1,) makes only the second argument static; x stays traced. From https://github.com/jax-ml/jax/pull/24516
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.remat, static_argnums=(1,))
def f(x, _):
    if x > 0:  # expect: JXM002 col 8
        return x
    else:
        return jnp.sin(x)


f(3., 1.)
