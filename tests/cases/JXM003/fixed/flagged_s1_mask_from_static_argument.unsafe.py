# Shape 1: a mask built only from a static argument is still staged under jit (omnistaging). After https://github.com/jax-ml/jax/issues/4471
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnums=1)
def sum_first(x, n_keep):
    mask = jnp.arange(x.shape[0]) < n_keep
    return jnp.where(mask, x, 0).sum()  # expect: JXM003 col 14


print(sum_first(jnp.arange(5.0), 3))
