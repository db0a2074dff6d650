from functools import partial

import jax
import jax.numpy as jnp


class Smoother:
    @partial(jax.jit, static_argnums=(0, 2))
    def smooth(self, x, n):
        for _ in range(n):
            x = (x + jnp.roll(x, 1)) / 2
        return x


print(Smoother().smooth(jnp.arange(4.0), 2))
