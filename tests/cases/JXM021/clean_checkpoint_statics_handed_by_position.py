# eelregit/pmwd's fix for pmwd#27 (commit 9ee569d): the checkpointed function takes every
# argument by position from a plain wrapper that keeps the defaults, so each call hands
# checkpoint all five positional arguments.
from functools import partial

import jax.numpy as jnp
from jax import checkpoint, jit


@partial(jit, static_argnums=4)
@partial(checkpoint, static_argnums=4)
def _linear_modes(modes, cosmo, conf, a, real):
    modes = modes * cosmo * conf
    if a is not None:
        modes = modes * a
    if real:
        modes = jnp.real(modes)
    return modes


def linear_modes(modes, cosmo, conf, a=None, real=False):
    return _linear_modes(modes, cosmo, conf, a, real)


wn = jnp.ones(4)
ic = linear_modes(wn, 0.5, 2.0)
print(ic)
