# eelregit/pmwd#27 (pmwd/modes.py at ca91e43; jax-ml/jax#18405): jit and checkpoint both make
# `real` static, but checkpoint checks static_argnums against the positional arguments of
# each call, and the caller leaves `a` and `real` to their defaults: ValueError at the call.
from functools import partial

import jax.numpy as jnp
from jax import checkpoint, jit


@partial(jit, static_argnums=4)
@partial(checkpoint, static_argnums=4)
def linear_modes(modes, cosmo, conf, a=None, real=False):
    modes = modes * cosmo * conf
    if a is not None:
        modes = modes * a
    if real:
        modes = jnp.real(modes)
    return modes


wn = jnp.ones(4)
ic = linear_modes(wn, 0.5, 2.0)  # expect: JXM021 col 6
print(ic)
