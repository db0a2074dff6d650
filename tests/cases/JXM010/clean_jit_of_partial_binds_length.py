# jax.jit(partial(pad_to, length=8)): the length partial binds stays a Python int, a static shape
from functools import partial

import jax
import jax.numpy as jnp


def pad_to(x, length, fill=0.0):
    out = jnp.full((length,), fill)
    return out.at[: x.shape[0]].set(x)


pad = jax.jit(partial(pad_to, length=8))
print(pad(jnp.ones(3)))
