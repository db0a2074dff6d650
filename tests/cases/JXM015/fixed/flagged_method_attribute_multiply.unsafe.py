# Inhibitory columns of self.W flipped by a discarded .multiply, from https://github.com/reservoirpy/reservoirpy/issues/234 (LIF.initialize)
import jax
import jax.numpy as jnp


class LIF:
    def __init__(self, units, inhibitory=0.5):
        self.units = units
        self.inhibitory = inhibitory
        self.W = None

    def initialize(self, key):
        self.W = jax.random.uniform(key, (self.units, self.units))
        n_inhibitory = int(self.inhibitory * self.units)
        self.W = self.W.at[:, :n_inhibitory].multiply(-1)  # expect: JXM015 col 9
        return self


node = LIF(4).initialize(jax.random.PRNGKey(0))
print("negative weights:", int((node.W < 0).sum()))
