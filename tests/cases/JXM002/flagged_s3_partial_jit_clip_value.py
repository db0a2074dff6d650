# Shape 3: only n is static; clip is passed a float through the jitted def, so `if clip:` tests a tracer.
from functools import partial

import jax
import jax.numpy as jnp


@partial(jax.jit, static_argnames="n")
def smooth(x, n, clip):
    for _ in range(n):
        x = (x + jnp.roll(x, 1)) / 2
    if clip:  # expect: JXM002 col 8
        x = jnp.clip(x, -clip, clip)
    return x


print(smooth(jnp.arange(4.0), n=2, clip=1.0))
