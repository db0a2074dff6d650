# static_argnames names mode only.
from functools import partial

import jax
import jax.numpy as jnp


class Pool:
    @partial(jax.jit, static_argnames=("self", "mode"))  # expect: JXM022 col 6
    def apply(self, x, mode):
        return jnp.max(x) if mode == "max" else jnp.mean(x)


pool = Pool()
print(pool.apply(jnp.arange(4.0), mode="max"))
