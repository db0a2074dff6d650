from dataclasses import dataclass

import jax
import jax.numpy as jnp

# A plain dataclass is no pytree: jit traces the instance handed as self, and raises.


@dataclass
class Model:
    w: jnp.ndarray

    @jax.jit  # expect: JXM022 col 6
    def predict(self, x):
        return x @ self.w


m = Model(jnp.ones((3, 2)))
m.predict(jnp.ones(3))
