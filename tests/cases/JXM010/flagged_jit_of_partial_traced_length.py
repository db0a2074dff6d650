# jax.jit(partial(pad_to, fill=0.0)) traces the length the call hands on: a traced shape
from functools import partial

import jax
import jax.numpy as jnp


def pad_to(x, length, fill):
    out = jnp.full((length,), fill)  # expect: JXM010 col 11
    return out.at[: x.shape[0]].set(x)


pad = jax.jit(partial(pad_to, fill=0.0))
pad(jnp.ones(3), 8)
