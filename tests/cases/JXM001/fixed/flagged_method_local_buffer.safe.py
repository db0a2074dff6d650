import jax.numpy as jnp


class Histogram:
    def __init__(self, bins):
        self.bins = bins

    def counts(self, index):
        buf = jnp.zeros(self.bins)
        buf = buf.at[index].set(1.0)  # expect: JXM001 col 9
        return buf


Histogram(4).counts(2)
