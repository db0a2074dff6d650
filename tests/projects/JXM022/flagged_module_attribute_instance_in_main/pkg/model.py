from functools import partial

import jax


class Smoother:
    def __init__(self, weight):
        self.weight = weight

    @partial(jax.jit, static_argnums=2)  # expect: JXM022 col 6
    def smooth(self, x, n):
        return (x + self.weight * x[n]) / 2
