# A NamedTuple is a pytree: self is traced leaf by leaf.
from typing import NamedTuple

import jax
import jax.numpy as jnp


class Line(NamedTuple):
    slope: jax.Array
    offset: jax.Array

    @jax.jit
    def at(self, x):
        return self.slope * x + self.offset


line = Line(jnp.array(2.0), jnp.array(1.0))
print(line.at(jnp.arange(3.0)))
