# Shape 8: a method jitted with self static (the FAQ recipe); its array argument is still traced. After https://github.com/jax-ml/jax/issues/5595
from functools import partial

import jax
import jax.numpy as jnp


class Thresholder:
    def __init__(self, threshold):
        self.threshold = threshold

    @partial(jax.jit, static_argnums=0)
    def apply(self, x):
        if x.max() > self.threshold:  # expect: JXM002 col 12
            return x / x.max()
        return x


print(Thresholder(1.0).apply(jnp.arange(3.0)))
