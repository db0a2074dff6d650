from dataclasses import dataclass

import jax
import jax.numpy as jnp

# The dataclass is registered as a pytree: jit traces its field w.


@dataclass
class Model:
    w: jnp.ndarray

    @jax.jit
    def predict(self, x):
        return x @ self.w


jax.tree_util.register_dataclass(Model, data_fields=["w"], meta_fields=[])
m = Model(jnp.ones((3, 2)))
print(m.predict(jnp.ones(3)))
